// zod schemas for the blog queries' results. The text fields are derived from the Studio definitions (a post, its
// author, a category, the body's blocks); slugs, references, images, dates and video ids are read here by the rules
// the Studio applies to them.
import { bodyBlockTypes, postLimits, videoIdHints, videoIdPatterns, videoProviders } from '@/lib/blog/post-limits';
import { videoDurationPattern, slugPattern } from '@/lib/content/rules';
import { lookupSchema } from '@/lib/content/lookup';
import { clean, text } from '@/lib/content/text';
import { derive } from '@/lib/content/derive';
import { z } from '@/lib/zod';
import { author } from '@/sanity/schema-types/author';
import { callToAction, image, video } from '@/sanity/schema-types/block-content';
import { category } from '@/sanity/schema-types/category';
import { categoriesMax, post } from '@/sanity/schema-types/post';

const imageAsset = z.object({ url: text }).nullish();

const slugValue = text.max(postLimits.slugMax).regex(slugPattern, 'a slug is one address segment (no "/" or spaces)');

const slug = z
  .object({ current: slugValue })
  .nullish()
  .transform((value) => value?.current ?? null);

/** A category as a post carries it; a reference to a deleted or unpublished category reads as null and is dropped. */
export const categorySchema = z.object({ _id: text, ...derive(category).shape, slug: clean(slugValue) });

const categories = z
  .array(categorySchema.nullable())
  .max(categoriesMax)
  .nullish()
  .transform((list) => (list ?? []).filter((category) => category !== null));

/** The post's fields the Studio definition says the site accepts; its SEO only on its own page. */
const { seo, ...postTexts } = derive(post).shape;

export const postSummarySchema = z.object({
  _id: text,
  ...postTexts,
  slug,
  publishedAt: z.iso.datetime({ offset: true }),
  _updatedAt: z.iso.datetime({ offset: true }).nullish(),
  mainImage: z
    .object({ alt: z.string().nullish(), asset: imageAsset })
    .nullish()
    .transform((image) => (image?.asset ? { url: image.asset.url, alt: image.alt?.trim() || null } : null)),
  author: z
    .object({ ...derive(author).shape, image: z.object({ asset: imageAsset }).nullish() })
    .nullish()
    .transform((author) => (author ? { name: author.name, imageUrl: author.image?.asset?.url ?? null } : null)),
  categories,
  /** Words in the body, counted by the query: the card and the post show the same reading time. */
  words: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((words) => words ?? 0),
});

const sizedAsset = z.object({ url: text, width: z.number().positive(), height: z.number().positive() });

const bodyImage = derive(image).extend({
  _type: z.literal(bodyBlockTypes.image),
  _key: z.string().optional(),
  asset: sizedAsset,
});

const bodyVideo = derive(video)
  .extend({
    _type: z.literal(bodyBlockTypes.video),
    _key: z.string().optional(),
    provider: clean(z.enum(videoProviders)),
    videoId: clean(text),
    uploadDate: clean(z.iso.date()),
    duration: clean(text.regex(videoDurationPattern, 'a length as m:ss or h:mm:ss')),
    poster: z
      .object({ alt: bodyImage.shape.alt, asset: sizedAsset })
      .nullish()
      .transform((poster) => poster ?? null),
  })
  .refine((video) => videoIdPatterns[video.provider].test(video.videoId), {
    path: ['videoId'],
    error: (issue) => videoIdHints[(issue.input as { provider: keyof typeof videoIdHints }).provider],
  });

const bodyCallToAction = derive(callToAction).extend({
  _type: z.literal(bodyBlockTypes.callToAction),
  _key: z.string().optional(),
});

const customBlocks: Record<string, z.ZodType> = {
  [bodyBlockTypes.image]: bodyImage,
  [bodyBlockTypes.video]: bodyVideo,
  [bodyBlockTypes.callToAction]: bodyCallToAction,
};

/** Text blocks pass as Portable Text renders them; the site's own blocks must meet their rules, or the post is a fault. */
const bodyBlock = z.looseObject({ _type: text, _key: z.string().optional() }).transform((block, ctx) => {
  const schema = customBlocks[block._type];
  if (!schema) return block;
  const result = schema.safeParse(block);
  if (result.success) return result.data as typeof block;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', message: `${block._type} block: ${issue.message}`, path: issue.path });
  return z.NEVER;
});

export type BodyImage = z.output<typeof bodyImage>;
export type BodyVideo = z.output<typeof bodyVideo>;
export type BodyCallToAction = z.output<typeof bodyCallToAction>;

export const postSchema = postSummarySchema.extend({
  /** Its page's head only; empty fields read as null (noIndex as false), and the post's own title, excerpt and image
   * fill them (lib/blog/seo.ts). */
  seo,
  // Optional, as in the Studio: a draft being written is previewed before it has a body.
  body: z
    .array(bodyBlock)
    .nullish()
    .transform((body) => body ?? []),
});

export const postLookupSchema = lookupSchema(postSchema, 'posts');

/** The archive, categories, related posts, the feed and the sitemap read every published post in this shape; the
 * sitemap leaves out one whose SEO asks search engines not to index it. */
export const postIndexEntrySchema = postSummarySchema.extend({ noIndex: z.boolean().nullish().transform(Boolean) });

export type Category = z.output<typeof categorySchema>;
export type PostSummary = z.output<typeof postSummarySchema>;
export type Post = z.output<typeof postSchema>;
export type PostIndexEntry = z.output<typeof postIndexEntrySchema>;
export type PortableTextBody = Post['body'];

export const postSegment = (post: { slug: string | null; _id: string }) => post.slug ?? post._id;
export const postPath = (post: { slug: string | null; _id: string }): `/blog/${string}` =>
  `/blog/${encodeURIComponent(postSegment(post))}`;

/** out/blog/404.html: a static host serves it for any /blog/ address it has no file for. */
export const exportPostNotFoundSegment = '404';
