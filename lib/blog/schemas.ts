// zod schemas for the blog queries' results: the boundary where content-service data is parsed,
// once. A malformed document is skipped and logged; it never takes the page down.
import { z } from '@/lib/zod';

const text = z.string().trim().min(1);
const imageAsset = z.object({ url: text }).nullish();

const slug = z
  .object({ current: text.refine((value) => !value.includes('/'), 'a slug has no "/"') })
  .nullish()
  .transform((value) => value?.current ?? null);

export const postSummarySchema = z.object({
  _id: text,
  title: text,
  slug,
  excerpt: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null),
  publishedAt: z.iso.datetime({ offset: true }),
  mainImage: z
    .object({ alt: z.string().nullish(), asset: imageAsset })
    .nullish()
    .transform((image) => (image?.asset ? { url: image.asset.url, alt: image.alt?.trim() || null } : null)),
  author: z
    .object({ name: text, image: z.object({ asset: imageAsset }).nullish() })
    .nullish()
    .transform((author) => (author ? { name: author.name, imageUrl: author.image?.asset?.url ?? null } : null)),
});

/** Portable Text: each block keeps its own shape; @portabletext/react renders what it knows. */
const portableTextBlock = z.looseObject({ _type: text, _key: z.string().optional() });

export const postSchema = postSummarySchema.extend({
  body: z
    .array(portableTextBlock)
    .nullish()
    .transform((body) => body ?? []),
});

export const postIndexEntrySchema = postSummarySchema
  .pick({ _id: true, title: true, slug: true, excerpt: true, publishedAt: true })
  .extend({
    _updatedAt: z.iso.datetime({ offset: true }).nullish(),
  });

export type PostSummary = z.output<typeof postSummarySchema>;
export type Post = z.output<typeof postSchema>;
export type PostIndexEntry = z.output<typeof postIndexEntrySchema>;
export type PortableTextBody = Post['body'];

/** The path segment of a post: its slug, or its id when it has none. */
export const postSegment = (post: { slug: string | null; _id: string }) => post.slug ?? post._id;
export const postPath = (post: { slug: string | null; _id: string }): `/blog/${string}` =>
  `/blog/${encodeURIComponent(postSegment(post))}`;

type Log = (message: string, detail: unknown) => void;

/** Parses a list result: the list itself must be an array; bad documents are dropped and logged. */
export function parseDocuments<S extends z.ZodType>(
  schema: S,
  result: unknown,
  log: Log = console.error,
): z.output<S>[] {
  const list = z.array(z.unknown()).parse(result);
  return list.flatMap((doc) => {
    const parsed = schema.safeParse(doc);
    if (parsed.success) return [parsed.data];
    log(`[blog] skipped a malformed document (${describe(doc)})`, z.prettifyError(parsed.error));
    return [];
  });
}

/** Parses a single-document result: null stays null; a malformed document counts as absent. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  result: unknown,
  log: Log = console.error,
): z.output<S> | null {
  if (result === null || result === undefined) return null;
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  log(`[blog] skipped a malformed document (${describe(result)})`, z.prettifyError(parsed.error));
  return null;
}

function describe(doc: unknown) {
  return doc && typeof doc === 'object' && '_id' in doc ? `_id ${String(doc._id)}` : 'no _id';
}

/** The export's one page for every unknown post (out/blog/404.html): the server renders unknown
 * posts on request, a static host serves this file for any /blog/ address it has no file for. */
export const exportPostNotFoundSegment = '404';
