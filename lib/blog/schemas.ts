// zod schemas for the blog queries' results; the Studio requires the same (lib/blog/post-limits.ts).
import { postLimits } from '@/lib/blog/post-limits';
import { slugPattern } from '@/lib/content/slug';
import { lookupSchema } from '@/lib/content/lookup';
import { boundedText, optionalText, text } from '@/lib/content/text';
import { z } from '@/lib/zod';

const imageAsset = z.object({ url: text }).nullish();

const slug = z
  .object({
    current: text.max(postLimits.slugMax).regex(slugPattern, 'a slug is one address segment (no "/" or spaces)'),
  })
  .nullish()
  .transform((value) => value?.current ?? null);

export const postSummarySchema = z.object({
  _id: text,
  title: boundedText(postLimits.titleMax),
  slug,
  excerpt: optionalText(postLimits.excerptMax),
  publishedAt: z.iso.datetime({ offset: true }),
  mainImage: z
    .object({ alt: z.string().nullish(), asset: imageAsset })
    .nullish()
    .transform((image) => (image?.asset ? { url: image.asset.url, alt: image.alt?.trim() || null } : null)),
  author: z
    .object({ name: boundedText(postLimits.authorNameMax), image: z.object({ asset: imageAsset }).nullish() })
    .nullish()
    .transform((author) => (author ? { name: author.name, imageUrl: author.image?.asset?.url ?? null } : null)),
});

const portableTextBlock = z.looseObject({ _type: text, _key: z.string().optional() });

export const postSchema = postSummarySchema.extend({
  // Optional, as in the Studio: a draft being written is previewed before it has a body.
  body: z
    .array(portableTextBlock)
    .nullish()
    .transform((body) => body ?? []),
});

export const postLookupSchema = lookupSchema(postSchema, 'posts');

export const postIndexEntrySchema = postSummarySchema
  .pick({ _id: true, title: true, slug: true, excerpt: true, publishedAt: true, author: true })
  .extend({
    _updatedAt: z.iso.datetime({ offset: true }).nullish(),
  });

export type PostSummary = z.output<typeof postSummarySchema>;
export type Post = z.output<typeof postSchema>;
export type PostIndexEntry = z.output<typeof postIndexEntrySchema>;
export type PortableTextBody = Post['body'];

export const postSegment = (post: { slug: string | null; _id: string }) => post.slug ?? post._id;
export const postPath = (post: { slug: string | null; _id: string }): `/blog/${string}` =>
  `/blog/${encodeURIComponent(postSegment(post))}`;

/** out/blog/404.html: a static host serves it for any /blog/ address it has no file for. */
export const exportPostNotFoundSegment = '404';
