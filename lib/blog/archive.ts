// Pure rules of the blog's lists: pages of posts, a category's posts, related reading and reading time.
import { postsPerPage, postsOnBlog } from '@/lib/blog/queries';
import { wordsPerMinute } from '@/lib/blog/post-limits';
import type { Category, PostSummary } from '@/lib/blog/schemas';

/** Page 1 is the list's own address (/blog, /blog/category/{slug}); later pages add /page/{n}. */
export const listPagePath = (base: string, page: number) => (page <= 1 ? base : `${base}/page/${page}`);

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / postsPerPage));

export function postsOnPage<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * postsPerPage, page * postsPerPage);
}

/**
 * The page number in an address segment: a positive integer written plainly ("2", not "02" or "2.0"), from 2 on
 * (page 1 is the list's own address), or null. The caller checks it against the page count.
 */
export function parsePageSegment(segment: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

/** The archive's page numbers after /blog's own (which shows the first postsOnBlog). */
export const archivePages = (total: number) => Array.from({ length: pageCount(total) - 1 }, (_, index) => index + 2);

export const postsInCategory = <T extends Pick<PostSummary, 'categories'>>(posts: readonly T[], slug: string) =>
  posts.filter((post) => post.categories.some((category) => category.slug === slug));

/** Every category the posts have, once each, by title: one without a live post is neither listed nor linked. */
export function categoriesOf(posts: readonly Pick<PostSummary, 'categories'>[]): Category[] {
  const byId = new Map(posts.flatMap((post) => post.categories).map((category) => [category._id, category]));
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/** Categories some live post has, in the order given (by title): an empty category is neither listed nor linked. */
export const usedCategories = (categories: readonly Category[], posts: readonly Pick<PostSummary, 'categories'>[]) =>
  categories.filter((category) => postsInCategory(posts, category.slug).length > 0);

/** Up to `count` other posts: those sharing more categories first, then the newest (the index is newest first). */
export function relatedPosts<T extends Pick<PostSummary, '_id' | 'categories'>>(
  post: Pick<PostSummary, '_id' | 'categories'>,
  index: readonly T[],
  count = 3,
): T[] {
  const own = new Set(post.categories.map((category) => category.slug));
  const shared = (other: T) => other.categories.filter((category) => own.has(category.slug)).length;
  return index
    .filter((other) => other._id !== post._id)
    .map((other, order) => ({ other, order, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/** Whole minutes at a steady reading pace, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / wordsPerMinute));

export { postsOnBlog };

export const blogPath = '/blog';
export const categoryPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}`;

const changedAt = (post: Pick<PostSummary, 'publishedAt' | '_updatedAt'>) => post._updatedAt ?? post.publishedAt;

/**
 * When a list's page last changed: the latest change of a post on it or on a newer page (a post added or edited
 * there shifts or rewrites this page's cards). Null for a page with no posts.
 */
export function listLastModified(
  posts: readonly Pick<PostSummary, 'publishedAt' | '_updatedAt'>[],
  page: number,
): string | null {
  const shown = posts.slice(0, page * postsPerPage);
  if (shown.length === 0) return null;
  return shown.map(changedAt).reduce((latest, time) => (Date.parse(time) > Date.parse(latest) ? time : latest));
}
