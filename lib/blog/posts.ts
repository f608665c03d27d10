// The blog's reads through lib/content/load.ts; React's cache makes one render's reads (page, metadata) one query.
// Published reads end their cached life when a scheduled post goes live (lib/blog/schedule.ts).
import 'server-only';
import { cache } from 'react';
import { mayAnswerAt } from '@/lib/content/addresses';
import { categoriesTag, postsTag, postTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import {
  categoriesQuery,
  postIndexPreviewQuery,
  postIndexQuery,
  postPreviewQuery,
  postQuery,
  postScheduleQuery,
  postsOnBlog,
  postsPreviewQuery,
  postsQuery,
} from '@/lib/blog/queries';
import { postReadLifetime } from '@/lib/blog/schedule';
import { categorySchema, postIndexEntrySchema, postLookupSchema, postSummarySchema } from '@/lib/blog/schemas';
import type { Category, Post, PostIndexEntry, PostSummary } from '@/lib/blog/schemas';
import { z } from '@/lib/zod';

type ReadOptions = { preview?: boolean };

const schedule = cache(() =>
  loadDocument(z.array(z.string()), {
    key: 'post-schedule',
    query: postScheduleQuery,
    tags: [postsTag],
    what: 'the post schedule',
  }),
);

/** The lifetime of a published post read now; a failed schedule read leaves the hourly default. */
export const postsLifetime = cache(async () => {
  const times = await schedule().catch(() => null);
  return postReadLifetime(times ?? []);
});

const posts = cache(async (preview: boolean) => {
  const valid = await loadDocuments(postSummarySchema, {
    key: 'posts',
    query: preview ? postsPreviewQuery : postsQuery,
    tags: [postsTag],
    what: 'the post list',
    preview,
    revalidate: preview ? undefined : await postsLifetime(),
  });
  return valid.slice(0, postsOnBlog);
});

const post = cache(async (segment: string, preview: boolean): Promise<Post | null> => {
  // A draft may be at an address nothing published has yet.
  if (!preview && !(await mayAnswerAt('post', segment, { revalidate: await postsLifetime() }))) return null;
  return (
    (await loadDocument(postLookupSchema, {
      key: 'post',
      query: preview ? postPreviewQuery : postQuery,
      params: { slug: segment },
      // Its categories' titles and addresses are part of it.
      tags: [postTag(segment), categoriesTag],
      what: `the post "${segment}"`,
      preview,
      revalidate: preview ? undefined : await postsLifetime(),
    })) ?? null
  );
});

const postIndex = cache(async (preview: boolean) =>
  loadDocuments(postIndexEntrySchema, {
    key: 'post-index',
    query: preview ? postIndexPreviewQuery : postIndexQuery,
    tags: [postsTag],
    what: 'the post index',
    preview,
    revalidate: preview ? undefined : await postsLifetime(),
  }),
);

const categories = cache((preview: boolean) =>
  loadDocuments(categorySchema, {
    key: 'categories',
    query: categoriesQuery,
    tags: [postsTag, categoriesTag],
    what: 'the blog categories',
    preview,
  }),
);

export const getPosts = ({ preview = false }: ReadOptions = {}): Promise<PostSummary[]> => posts(preview);

export const getPost = (segment: string, { preview = false }: ReadOptions = {}): Promise<Post | null> =>
  post(segment, preview);

/** Every live post, newest first (in the preview, scheduled ones too). */
export const getPostIndex = ({ preview = false }: ReadOptions = {}): Promise<PostIndexEntry[]> => postIndex(preview);

export const getCategories = ({ preview = false }: ReadOptions = {}): Promise<Category[]> => categories(preview);
