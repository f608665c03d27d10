// getPosts / getPost / getPostIndex: query, parse, and apply the failure rule below.
//
// Failure rule. A content-service failure must never replace a good page with an empty or
// not-found one. How we tell "nothing cached" from "a good page exists":
// - During `next build` (both builds) nothing is cached yet: the error is logged and the page's
//   own empty state follows (an empty list, 'Post Not Found'), so the build — and the export with zero
//   reachable posts — still completes. `next dev` behaves the same (it caches nothing).
// - When the running server build (`next start`) renders a blog page, it is regenerating a page
//   it already serves (every list and post page is prerendered, or was rendered by an earlier
//   request): the error propagates, Next abandons that regeneration, keeps serving the last good
//   page and retries later. The one exception is a post published after the build whose first
//   render meets an outage: that request gets the error page, and nothing is cached for it.
import 'server-only';
import { postsTag, postTag } from '@/lib/blog/api';
import { postIndexQuery, postQuery, postsQuery } from '@/lib/blog/queries';
import { isBuildPhase } from '@/lib/blog/sanity-source';
import { parseDocument, parseDocuments, postIndexEntrySchema, postSchema, postSummarySchema } from '@/lib/blog/schemas';
import type { Post, PostIndexEntry, PostSummary } from '@/lib/blog/schemas';
import { runQuery } from '@/lib/blog/source';

const nothingCachedYet = () => isBuildPhase() || process.env.NODE_ENV !== 'production';

async function withFailureRule<T>(what: string, load: () => Promise<T>, emptyState: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!nothingCachedYet()) {
      console.error(`[blog] ${what} failed while regenerating; Next keeps the last good page`, error);
      throw error;
    }
    console.error(`[blog] ${what} failed; showing the empty state`, error);
    return emptyState;
  }
}

/** In an editor's preview the queries read drafts in place of published documents. */
type ReadOptions = { preview?: boolean };

/** The six newest published posts; [] when there are none (or, with nothing cached, on failure). */
export function getPosts({ preview = false }: ReadOptions = {}): Promise<PostSummary[]> {
  return withFailureRule(
    'loading the post list',
    async () => parseDocuments(postSummarySchema, await runQuery(postsQuery, {}, [postsTag], { preview })),
    [],
  );
}

/** One post by slug (or id for a post without slug); null when absent. */
export function getPost(segment: string, { preview = false }: ReadOptions = {}): Promise<Post | null> {
  return withFailureRule(
    `loading the post "${segment}"`,
    async () =>
      parseDocument(postSchema, await runQuery(postQuery, { slug: segment }, [postTag(segment)], { preview })),
    null,
  );
}

/** Every published post's address and dates (static params, sitemap, feed). */
export function getPostIndex(): Promise<PostIndexEntry[]> {
  return withFailureRule(
    'loading the post index',
    async () => parseDocuments(postIndexEntrySchema, await runQuery(postIndexQuery, {}, [postsTag])),
    [],
  );
}
