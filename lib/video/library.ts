// The video library: every video document, read once per render (and cached under videosTag, which a video's publish
// revalidates), looked up by media id. Pages name their videos by media id (their `mediaId` fields); the library
// gives each its poster and its details for the VideoObject. A media id without a document keeps the fallback: the
// player's title card and no VideoObject, logged once.
import 'server-only';
import { stegaClean } from 'next-sanity';
import { cache } from 'react';
import type { VideoPoster } from '@/content/video';
import { videosTag } from '@/lib/content/config';
import { logOnce } from '@/lib/content/faults';
import { loadDocuments } from '@/lib/content/load';
import { videoDocumentSchema, type LibraryVideo } from '@/lib/video/schemas';
import { videosQuery } from '@/sanity/schema-types/video';

export type VideoLibrary = ReadonlyMap<string, LibraryVideo>;

const library = cache(async (preview: boolean): Promise<VideoLibrary> => {
  const videos = await loadDocuments(videoDocumentSchema, {
    key: 'videos',
    query: videosQuery,
    tags: [videosTag],
    what: 'the videos',
    preview,
  });
  // Two documents for one video: the first by id wins, so the choice is stable.
  const byMediaId = new Map<string, LibraryVideo>();
  for (const video of videos) if (!byMediaId.has(video.mediaId)) byMediaId.set(video.mediaId, video);
  return byMediaId;
});

/** Every video document by media id; drafts in an editor's preview. Throws a content fault when unreadable. */
export const getVideoLibrary = ({ preview = false }: { preview?: boolean } = {}) => library(preview);

/** The library's video for a media id a page names (the preview's invisible marks aside), or undefined, logged once. */
export function videoOf(library: VideoLibrary, mediaId: string): LibraryVideo | undefined {
  const found = findVideo(library, mediaId);
  if (!found)
    logOnce(
      `[videos] no video document has the media id "${stegaClean(mediaId).trim()}": a title card, and no VideoObject`,
    );
  return found;
}

/** The library's video for a media id, unlogged: for a video that has a poster and details of its own (a post's video
 * block, a case study's testimonial), which a missing document costs nothing. */
export const findVideo = (library: VideoLibrary, mediaId: string): LibraryVideo | undefined =>
  library.get(stegaClean(mediaId).trim());

/** No videos: what a page that may do without the library's posters uses when it cannot read it. */
export const emptyVideoLibrary: VideoLibrary = new Map();

/** The posters of the videos a page shows, for VideoPosters (components/video/video-posters.tsx): only these reach
 * the browser. A video without a document, or without a poster, plays behind a title card. */
export function postersFor(library: VideoLibrary, mediaIds: readonly string[]): Record<string, VideoPoster> {
  return Object.fromEntries(
    [...new Set(mediaIds)].flatMap((mediaId) => {
      const poster = videoOf(library, mediaId)?.poster;
      return poster ? [[stegaClean(mediaId).trim(), poster]] : [];
    }),
  );
}
