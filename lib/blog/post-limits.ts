// What the blog's Studio schemas, parsers and components share besides the fields' own limits (those are in the
// Studio schemas, sanity/schema-types/, from which lib/blog/schemas.ts derives its parsers): the longest title and
// author name (the OG card fits them), the slugs' length, the body's block types and video ids, the table of contents
// and the reading time. The Studio loads this file: it imports only lib/content/rules.ts, which imports nothing.
import { youtubePrefix } from '../content/rules';

export const postLimits = {
  titleMax: 120, // a headline: cards clamp it to two lines
  authorNameMax: 80,
  slugMax: 96, // the Studio generates a post's and a category's slugs up to this length
} as const;

/** The blocks a post's body may hold besides text, by their Portable Text `_type`. */
export const bodyBlockTypes = { image: 'image', video: 'video', callToAction: 'callToAction' } as const;

/**
 * Ids the site's video facade can play. Wistia's hashed ids are ten lowercase letters and digits; YouTube's are
 * eleven of letters, digits, "-" and "_". Anything else would reach a script URL or an iframe, so it is refused.
 */
export const videoProviders = ['wistia', 'youtube'] as const;
export type VideoProvider = (typeof videoProviders)[number];
export const videoIdPatterns: Record<VideoProvider, RegExp> = {
  wistia: /^[a-z0-9]{10}$/,
  youtube: /^[A-Za-z0-9_-]{11}$/,
};
export const videoIdHints: Record<VideoProvider, string> = {
  wistia: 'A Wistia id is the 10 letters and digits after /medias/ in the video’s address, e.g. "k7v2m9x4qa".',
  youtube: 'A YouTube id is the 11 characters after "v=" in the video’s address, e.g. "dQw4w9WgXcQ".',
};

/** The facade's media id: Wistia ids plain, YouTube ids prefixed (components/video/media-source.ts). */
export const mediaIdOf = (provider: VideoProvider, id: string) =>
  provider === 'youtube' ? `${youtubePrefix}${id}` : id;

/** A table of contents is shown on posts with at least this many section headings. */
export const tocMinHeadings = 3;

/** Reading speed for the "N min read" label: a common figure for screen reading of plain prose. */
export const wordsPerMinute = 230;
