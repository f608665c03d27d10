// getPosts / getPost / getPostIndex: the blog's reads through the content layer (lib/content/load.ts:
// parsed, cached only when valid, faults thrown as ContentFault). React's cache makes the reads of
// one render (a page and its metadata) one query.
import 'server-only';
import { cache } from 'react';
import { postsTag, postTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { postIndexQuery, postQuery, postsOnBlog, postsQuery } from '@/lib/blog/queries';
import { postIndexEntrySchema, postLookupSchema, postSummarySchema } from '@/lib/blog/schemas';
import type { Post, PostIndexEntry, PostSummary } from '@/lib/blog/schemas';

/** In an editor's preview the queries read drafts in place of published documents. */
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

const post = cache(
  async (segment: string, preview: boolean): Promise<Post | null> =>
    (await loadDocument(postLookupSchema, {
      key: 'post',
      query: postQuery,
      params: { slug: segment },
      tags: [postTag(segment)],
      what: `the post "${segment}"`,
      preview,
    })) ?? null,
);

const postIndex = cache(() =>
  loadDocuments(postIndexEntrySchema, {
    key: 'post-index',
    query: postIndexQuery,
    tags: [postsTag],
    what: 'the post index',
  }),
);

/** The six newest published posts; [] when there are none. */
export const getPosts = ({ preview = false }: ReadOptions = {}): Promise<PostSummary[]> => posts(preview);

/** One post by slug (or id for a post without slug); null when the service says there is none. */
export const getPost = (segment: string, { preview = false }: ReadOptions = {}): Promise<Post | null> =>
  post(segment, preview);

/** Every published post's address and dates (static params, sitemap, feed). */
export const getPostIndex = (): Promise<PostIndexEntry[]> => postIndex();
