// The blog's reads through lib/content/load.ts; React's cache makes one render's reads (page, metadata) one query.
import 'server-only';
import { cache } from 'react';
import { mayAnswerAt } from '@/lib/content/addresses';
import { postsTag, postTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { postIndexQuery, postQuery, postsOnBlog, postsQuery } from '@/lib/blog/queries';
import { postIndexEntrySchema, postLookupSchema, postSummarySchema } from '@/lib/blog/schemas';
import type { Post, PostIndexEntry, PostSummary } from '@/lib/blog/schemas';

type ReadOptions = { preview?: boolean };

const posts = cache(async (preview: boolean) => {
  const valid = await loadDocuments(postSummarySchema, {
    key: 'posts',
    query: postsQuery,
    tags: [postsTag],
    what: 'the post list',
    preview,
  });
  return valid.slice(0, postsOnBlog);
});

const post = cache(async (segment: string, preview: boolean): Promise<Post | null> => {
  // A draft may be at an address nothing published has yet.
  if (!preview && !(await mayAnswerAt('post', segment))) return null;
  return (
    (await loadDocument(postLookupSchema, {
      key: 'post',
      query: postQuery,
      params: { slug: segment },
      tags: [postTag(segment)],
      what: `the post "${segment}"`,
      preview,
    })) ?? null
  );
});

const postIndex = cache(() =>
  loadDocuments(postIndexEntrySchema, {
    key: 'post-index',
    query: postIndexQuery,
    tags: [postsTag],
    what: 'the post index',
  }),
);

export const getPosts = ({ preview = false }: ReadOptions = {}): Promise<PostSummary[]> => posts(preview);

export const getPost = (segment: string, { preview = false }: ReadOptions = {}): Promise<Post | null> =>
  post(segment, preview);

export const getPostIndex = (): Promise<PostIndexEntry[]> => postIndex();
