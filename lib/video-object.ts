// schema.org VideoObject JSON-LD for a hosted video, from details as an editor types them (m:ss, a date).
// It is only text in the page: the embed and thumbnail URLs it names are never requested by the site.
import type { VideoObject, WithContext } from 'schema-dts';
import { parseMediaSource } from '@/components/video/media-source';
import { wistiaEmbedPageUrl, wistiaSwatchUrl, youtubeEmbedPageUrl, youtubePosterUrl } from '@/content/media';
import type { VideoDetails } from '@/content/video';
import { videoDurationPattern as durationPattern } from '@/lib/content/rules';
import { absoluteUrl } from '@/lib/seo';
import { findVideo, videoOf, type VideoLibrary } from '@/lib/video/library';

/** '1:32' → 'PT1M32S', '1:02:03' → 'PT1H2M3S'; throws on anything durationPattern refuses. */
export function isoDuration(duration: string): string {
  const match = durationPattern.exec(duration);
  if (!match) throw new Error(`Invalid duration "${duration}": m:ss or h:mm:ss`);
  const [hours, minutes, seconds] = (
    match[1] === undefined ? [match[3], match[4], match[5]] : ['0', match[1], match[2]]
  ).map(Number) as [number, number, number];
  const parts = [hours && `${hours}H`, minutes && `${minutes}M`, seconds && `${seconds}S`].filter(Boolean);
  return `PT${parts.join('') || '0S'}`;
}

// A bare date is allowed; a time needs its offset, or search engines guess the time zone.
const uploadDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/;

/** '2025-03-04' → '2025-03-04T00:00:00+00:00'; a full date-time keeps its own, 'Z' written as +00:00. */
export function isoUploadDate(uploadDate: string): string {
  const match = uploadDatePattern.exec(uploadDate);
  const [year, month, day] = [match?.[1], match?.[2], match?.[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new Error(`Invalid upload date "${uploadDate}": YYYY-MM-DD, or a date-time with its offset`);
  return match[4] ? uploadDate.replace(/Z$/, '+00:00') : `${uploadDate}T00:00:00+00:00`;
}

/** The host's embed page, without autoplay. */
export function embedUrlOf(mediaId: string): string {
  const source = parseMediaSource(mediaId);
  return source.host === 'youtube' ? youtubeEmbedPageUrl(source.id) : wistiaEmbedPageUrl(source.id);
}

// A site path; `//` or `/\` would be read as another host.
const sitePath = /^\/(?![/\\])/;

/** A self-hosted poster made absolute, an absolute URL as given, else the host's own still. */
export function thumbnailUrlOf(mediaId: string, thumbnailUrl?: string): string {
  if (thumbnailUrl && sitePath.test(thumbnailUrl)) return absoluteUrl(thumbnailUrl);
  if (thumbnailUrl && /^https?:\/\//.test(thumbnailUrl)) return thumbnailUrl;
  const source = parseMediaSource(mediaId);
  return source.host === 'youtube' ? youtubePosterUrl(source.id) : wistiaSwatchUrl(source.id);
}

export function videoObjectJsonLd(
  video: VideoDetails & { mediaId: string; thumbnailUrl?: string },
): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description,
    thumbnailUrl: thumbnailUrlOf(video.mediaId, video.thumbnailUrl),
    uploadDate: isoUploadDate(video.uploadDate),
    duration: isoDuration(video.duration),
    embedUrl: embedUrlOf(video.mediaId),
  };
}

/**
 * The VideoObjects of the videos a page shows, named by media id, each once and in page order: the details and poster
 * of the library's video document with that id (lib/video/library.ts). A media id without one gets none (logged).
 */
export function siteVideoObjects(mediaIds: readonly string[], library: VideoLibrary) {
  return [...new Set(mediaIds)].flatMap((mediaId) => {
    const video = videoOf(library, mediaId);
    if (!video) return [];
    const { title: name, description, uploadDate, duration, poster } = video;
    const details = { name, description, uploadDate, duration };
    return [
      {
        mediaId: video.mediaId,
        jsonLd: videoObjectJsonLd({ mediaId: video.mediaId, ...details, thumbnailUrl: poster?.src }),
      },
    ];
  });
}

/** Details a page carries for a video of its own (a post's video block, a case study's testimonial), any left empty. */
export type OwnVideoDetails = Partial<VideoDetails> & { thumbnailUrl?: string };

/**
 * The VideoObject of a video whose page may carry its own details: its own fields win, and the library's video
 * document with its media id fills those it leaves empty (its poster as the thumbnail). None without a name, a
 * description, a date and a running time from one or the other.
 */
export function ownVideoObject(mediaId: string, own: OwnVideoDetails, library: VideoLibrary) {
  const video = findVideo(library, mediaId);
  const pick = <K extends keyof OwnVideoDetails>(key: K, fallback: OwnVideoDetails[K]) => own[key] || fallback;
  const name = pick('name', video?.title);
  const description = pick('description', video?.description);
  const uploadDate = pick('uploadDate', video?.uploadDate);
  const duration = pick('duration', video?.duration);
  if (!name || !description || !uploadDate || !duration) return null;
  const thumbnailUrl = pick('thumbnailUrl', video?.poster?.src);
  return videoObjectJsonLd({
    mediaId: video?.mediaId ?? mediaId,
    name,
    description,
    uploadDate,
    duration,
    thumbnailUrl,
  });
}
