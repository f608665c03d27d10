// The rules a value must follow wherever it is checked: the Studio's validation (sanity/fields/rules.ts), the site's
// parsers (lib/content/shapes.ts) and the player. One module, no imports: the Studio and plain Node load it.

// A media id.
/** A plain id plays on Wistia; one with this prefix plays on YouTube. */
export const youtubePrefix = 'youtube:';

// Ids end up in script URLs and iframe sources, so anything but a plain id is refused.
const idChars = '[A-Za-z0-9_-]+';

/** An id as its host takes it, without the prefix. */
export const hostedIdPattern = new RegExp(`^${idChars}$`);

/** A media id as an editor types it: a Wistia id, or the prefix and a YouTube id. */
export const mediaIdPattern = new RegExp(`^(?:${youtubePrefix})?${idChars}$`);

/** The site's schemas' message for an id the pattern refuses. */
export const mediaIdMessage = 'a Wistia id, or youtube: and a YouTube id';

/** The Studio's message for an id the pattern refuses. */
export const mediaIdHint = 'A Wistia media id, or youtube: followed by a YouTube id (not the whole address).';

/** The Studio's description of a media id field: the video document with that id (the Studio's Videos) gives the
 * player its poster and search engines its details. */
export const mediaIdDescription =
  'The Wistia media id, or youtube: followed by the YouTube id (youtube:dQw4w9WgXcQ). Its poster and its details ' +
  'for search engines are those of the video with this id in Videos; without one it plays behind a title card.';

// A video's running time as an editor types it (posts, pages, case studies, the JSON-LD).
/** m:ss or h:mm:ss (groups: m, ss, or h, mm, ss; lib/video-object.ts reads them). */
export const videoDurationPattern = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,2}):([0-5]\d):([0-5]\d))$/;

// A slug: one address segment (no "/", no spaces).
export const slugPattern = /^[^/\s]+$/;

/** Sanity's document ids are at most 128 characters and the Studio generates slugs of at most 96. */
export const addressSegmentMax = 128;

/** Whether a document could answer at this segment; one that cannot is a 404 before any read. */
export const canBeAddress = (segment: string) => segment.length <= addressSegmentMax && slugPattern.test(segment);

// A web address the site links to: nothing but http(s).
export const webSchemes = ['http', 'https'] as const;
export const webSchemePattern = /^https?$/;

/** `message` unless `url` is a whole https address (a host, no spaces around it), else null. */
export function httpsProblem(url: unknown, message: string): string | null {
  if (typeof url !== 'string') return message;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && url === url.trim() ? null : message;
  } catch {
    return message; // a relative address, or none
  }
}
