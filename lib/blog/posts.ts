// The blog's reads through lib/content/load.ts; React's cache makes one render's reads (page, metadata) one query.
// Published reads end their cached life when a scheduled post goes live (lib/blog/schedule.ts).
import 'server-only';
import { cache } from 'react';
import { mayAnswerAt } from '@/lib/content/addresses';
import { categoriesTag, postsTag, postTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { categoriesOf } from '@/lib/blog/archive';
import {
  postIndexPreviewQuery,
  postIndexQuery,
  postPreviewQuery,
  postQuery,
  postScheduleQuery,
  postsOnBlog,
} from '@/lib/blog/queries';
import { postReadLifetime } from '@/lib/blog/schedule';
import { postIndexEntrySchema, postLookupSchema } from '@/lib/blog/schemas';
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

const post = cache(async (segment: string, preview: boolean): Promise<Post | null> => {
  // A draft may be at an address nothing published has yet.
  if (!preview && !(await mayAnswerAt('post', segment))) return null;
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

/** /blog's grid: the newest six of the index (one read serves the grid, the pages and the topics). */
export const getPosts = async ({ preview = false }: ReadOptions = {}): Promise<PostSummary[]> =>
  (await postIndex(preview)).slice(0, postsOnBlog);

export const getPost = (segment: string, { preview = false }: ReadOptions = {}): Promise<Post | null> =>
  post(segment, preview);

/** Every live post, newest first (in the preview, scheduled ones too). */
export const getPostIndex = ({ preview = false }: ReadOptions = {}): Promise<PostIndexEntry[]> => postIndex(preview);

/** The categories live posts have, by title: read with the posts, so a category costs no query of its own. */
export const getCategories = async ({ preview = false }: ReadOptions = {}): Promise<Category[]> =>
  categoriesOf(await postIndex(preview));
