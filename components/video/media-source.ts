// Which host plays a media id: plain ids are Wistia, `youtube:<id>` is YouTube.
import { hostedIdPattern, youtubePrefix } from '@/lib/content/rules';

export type MediaSource = { host: 'wistia'; id: string } | { host: 'youtube'; id: string };

export function parseMediaSource(mediaId: string): MediaSource {
  const trimmed = mediaId.trim();
  const source: MediaSource = trimmed.startsWith(youtubePrefix)
    ? { host: 'youtube', id: trimmed.slice(youtubePrefix.length) }
    : { host: 'wistia', id: trimmed };
  if (!hostedIdPattern.test(source.id)) throw new Error(`Invalid media id: "${mediaId}"`);
  return source;
}
