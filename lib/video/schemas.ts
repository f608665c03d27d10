// zod schema for a video document (sanity/schema-types/video.ts), in the shape the site looks it up by: its media id
// (the id pages name it by), its details for search engines and its poster. The text fields are derived from the
// Studio definition; written here what the Studio cannot say: the media id made of provider and id, the date, the
// poster's file.
import { mediaIdOf, videoIdPatterns, videoProviders } from '@/lib/blog/post-limits';
import { derive, fieldsOf } from '@/lib/content/derive';
import { clean, text } from '@/lib/content/text';
import { z } from '@/lib/zod';
import { posterAlt, video } from '@/sanity/schema-types/video';

/** A day, or a date-time with its offset, as lib/video-object.ts writes it into the VideoObject. */
const uploadDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T.+)?$/, 'a date');

const SANITY_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\//;

/** A poster's address: from Sanity's image CDN at most 1280 wide (a 16:9 box at 2x) in the browser's best format; a
 * file of public/ in the embedded dataset (public/posters/) as it is. */
export const posterSrc = (url: string) => (SANITY_IMAGE.test(url) ? `${url}?w=1280&fit=max&auto=format` : url);

/** The poster's file and its alt text; the query counts one without a file as none. */
const poster = z
  .object({ url: clean(text), alt: derive(posterAlt) })
  .nullish()
  .transform((value) => (value ? { src: posterSrc(value.url), alt: value.alt } : null));

const { title, description, duration } = fieldsOf(video);

export const videoDocumentSchema = z
  .object({
    _id: z.string(),
    provider: z.enum(videoProviders),
    videoId: clean(z.string().trim()),
    title,
    description,
    duration,
    uploadDate,
    poster,
  })
  // Only an id of its host's shape reaches the player (lib/blog/post-limits.ts).
  .refine((doc) => videoIdPatterns[doc.provider].test(doc.videoId), { path: ['videoId'], message: 'not an id' })
  .transform(({ provider, videoId, ...doc }) => ({ ...doc, mediaId: mediaIdOf(provider, videoId) }));

export type LibraryVideo = z.output<typeof videoDocumentSchema>;
