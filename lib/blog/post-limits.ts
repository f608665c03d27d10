// A post's and a category's limits and the body's block rules, shared by lib/blog/schemas.ts and the Studio
// (tests/unit/studio-rules.test.ts checks they agree). The Studio loads this file: it imports only
// lib/content/rules.ts, which imports nothing.
import { youtubePrefix } from '../content/rules';

export const postLimits = {
  titleMax: 120, // a headline: cards clamp it to two lines
  excerptMax: 300, // the card summary and the post's lead: cards clamp it to three lines
  slugMax: 96, // the Studio generates slugs up to this length
  authorNameMax: 80,
  categoriesMin: 1,
  categoriesMax: 3, // a post's chips fit one line on a phone
} as const;

export const categoryLimits = {
  titleMax: 40, // a chip and a page title
  descriptionMax: 200, // the category page's lead and its meta description
  slugMax: 96,
} as const;

/** The blocks a post's body may hold besides text, by their Portable Text `_type`. */
export const bodyBlockTypes = { image: 'image', video: 'video', callToAction: 'callToAction' } as const;

export const bodyLimits = {
  altMax: 160, // screen readers read it whole: a sentence, not a paragraph
  captionMax: 200,
  videoTitleMax: 100,
  videoDescriptionMax: 200,
  ctaHeadingMax: 80,
  ctaTextMax: 200,
  ctaButtonMax: 40,
} as const;

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
