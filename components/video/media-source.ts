// Which host plays a media id: plain ids are Wistia, `youtube:<id>` is YouTube.
export type MediaSource = { host: 'wistia'; id: string } | { host: 'youtube'; id: string };

const YOUTUBE_PREFIX = 'youtube:';
// Ids end up in script URLs and iframe sources, so anything but a plain id is refused.
const SAFE_ID = /^[A-Za-z0-9_-]+$/;

export function parseMediaSource(mediaId: string): MediaSource {
  const trimmed = mediaId.trim();
  const source: MediaSource = trimmed.startsWith(YOUTUBE_PREFIX)
    ? { host: 'youtube', id: trimmed.slice(YOUTUBE_PREFIX.length) }
    : { host: 'wistia', id: trimmed };
  if (!SAFE_ID.test(source.id)) throw new Error(`Invalid media id: "${mediaId}"`);
  return source;
}
