// What a media id may be: one rule for the Studio, the site's schemas and the player. No imports: the Studio loads it.

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

/** The Studio's description of a media id field. */
export const mediaIdDescription = 'The Wistia media id, or youtube: followed by the YouTube id (youtube:dQw4w9WgXcQ).';
