// A post's video blocks and the video library (lib/video/library.ts): a block without a poster of its own shows the
// poster of the video document with its media id, and its VideoObject takes the document's details where the block
// leaves them empty. The block's own fields win, so a post whose blocks are complete is as it was. The library is read
// only for a post with a block that lacks a poster.
import 'server-only';
import { mediaIdOf } from '@/lib/blog/post-limits';
import type { BodyVideo, PortableTextBody } from '@/lib/blog/schemas';
import { shareImageUrl } from '@/lib/blog/seo';
import type { VideoPoster } from '@/content/video';
import { ownVideoObject } from '@/lib/video-object';
import { emptyVideoLibrary, findVideo, getVideoLibrary, type VideoLibrary } from '@/lib/video/library';

/** The body's video blocks, in order. */
export const bodyVideos = (body: PortableTextBody) =>
  body.filter((block): block is BodyVideo & typeof block => block._type === 'video');

const bodyVideoMediaId = (video: BodyVideo) => mediaIdOf(video.provider, video.videoId);

/** The library for a post's videos: read (cached per render) only when a block lacks a poster, and when it cannot be
 * read the blocks keep the player's title card: a post does not fail for a missing poster. */
export async function postVideoLibrary(body: PortableTextBody, { preview = false } = {}): Promise<VideoLibrary> {
  if (!bodyVideos(body).some((video) => !video.poster)) return emptyVideoLibrary;
  return getVideoLibrary({ preview }).catch(() => emptyVideoLibrary);
}

/** The library's posters for the blocks without their own, by media id, for VideoPosters around the body. */
export function postVideoPosters(body: PortableTextBody, library: VideoLibrary): Record<string, VideoPoster> {
  return Object.fromEntries(
    bodyVideos(body).flatMap((video) => {
      const poster = video.poster ? undefined : findVideo(library, bodyVideoMediaId(video))?.poster;
      return poster ? [[bodyVideoMediaId(video), poster]] : [];
    }),
  );
}

/** A block's VideoObject: its own details and poster, the library's where it leaves them empty. */
export const postVideoObject = (video: BodyVideo, library: VideoLibrary) =>
  ownVideoObject(
    bodyVideoMediaId(video),
    {
      name: video.title,
      description: video.description,
      uploadDate: video.uploadDate,
      duration: video.duration,
      thumbnailUrl: video.poster ? shareImageUrl(video.poster.asset.url) : undefined,
    },
    library,
  );
