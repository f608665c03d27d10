// The blog's lists: /blog (the six newest, the topics and the way to older posts), the archive's later pages
// (/blog/page/{n}) and each category's pages (/blog/category/{slug}[/page/{n}]), from published content or drafts.
// Their words are the marketers' blog page document (lib/marketing/blog-page/).
import { stegaClean } from 'next-sanity';
import { CategoryLinks } from '@/components/blog/post-categories';
import { Pagination } from '@/components/blog/pagination';
import { PostGrid } from '@/components/blog/post-grid';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { blogList, blogSeo } from '@/content/blog/copy';
import { breadcrumbLabels } from '@/content/navigation';
import {
  blogPath,
  categoryPath,
  listPagePath,
  pageCount,
  postsInCategory,
  postsOnPage,
  usedCategories,
} from '@/lib/blog/archive';
import { getCategories, getPostIndex, getPosts } from '@/lib/blog/posts';
import type { Category, PostSummary } from '@/lib/blog/schemas';
import { settle } from '@/lib/content/faults';
import { getBlogPage } from '@/lib/marketing/blog-page/read';
import type { BlogPage } from '@/lib/marketing/blog-page/schemas';
import type { Crumb } from '@/lib/breadcrumbs';

const home: Crumb = { label: breadcrumbLabels.home, href: '/' };
const blog: Crumb = { label: breadcrumbLabels.segments.blog!, href: blogPath };

/** /blog: the grid of the six newest as it always was, then the topics and the pages of older posts. */
export async function BlogListPage({ preview = false }: { preview?: boolean }) {
  const read = await settle(Promise.all([getPosts({ preview }), getBlogPage({ preview })]));
  if ('fault' in read)
    return (
      <ContentUnavailable path={blogSeo.path} back={blogList.unavailableBack} fault={read.fault} preview={preview} />
    );
  const [posts, words] = read.value;
  // The index and the topics only add ways onward: when they fail, the newest posts still show.
  const [index, categories] = await Promise.all([
    getPostIndex({ preview }).catch(() => [] as PostSummary[]),
    getCategories({ preview }).catch(() => [] as Category[]),
  ]);
  return (
    <>
      <Breadcrumbs path={blogSeo.path} />
      <PageHero title={words.title} lead={words.lead} />
      <Section tone="soft" aria-label={blogList.gridLabel}>
        <Topics title={words.topicsTitle} categories={usedCategories(categories, index)} />
        <PostGrid posts={posts} />
        <Pagination base={blogPath} page={1} pages={pageCount(index.length)} />
      </Section>
    </>
  );
}

function Topics({ title, categories, current }: { title: string; categories: readonly Category[]; current?: string }) {
  if (categories.length === 0) return null;
  return (
    <div className="mb-10">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <CategoryLinks
        categories={categories.filter((category) => category.slug !== current)}
        // The list's name, without the preview's invisible marks.
        label={stegaClean(title)}
        className="mt-3"
      />
    </div>
  );
}

/** A list's page: its posts, its number and the count, and the blog page's words around them. */
export type ListPage = { posts: PostSummary[]; page: number; pages: number; words: BlogPage };

/** An archive page's posts, or null for a page that does not exist (its address is a 404). */
export async function archivePage(page: number, { preview = false } = {}): Promise<ListPage | null> {
  const [index, words] = await Promise.all([getPostIndex({ preview }), getBlogPage({ preview })]);
  const pages = pageCount(index.length);
  if (page < 2 || page > pages) return null;
  return { posts: postsOnPage(index, page), page, pages, words };
}

export type CategoryListPage = ListPage & { category: Category };

/** A category's page of posts, or null for an unknown category or a page past its last. */
export async function categoryPage(
  slug: string,
  page: number,
  { preview = false } = {},
): Promise<CategoryListPage | null> {
  const [index, categories, words] = await Promise.all([
    getPostIndex({ preview }),
    getCategories({ preview }),
    getBlogPage({ preview }),
  ]);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) return null;
  const posts = postsInCategory(index, slug);
  const pages = pageCount(posts.length);
  if (posts.length === 0 || page < 1 || page > pages) return null;
  return { category, posts: postsOnPage(posts, page), page, pages, words };
}

export function ArchivePage({ list }: { list: ListPage }) {
  const path = listPagePath(blogPath, list.page);
  return (
    <>
      <Breadcrumbs path={path} trail={[home, blog, { label: blogList.pagination.page(list.page), href: path }]} />
      <PageHero title={list.words.title} lead={blogList.archiveLead(list.page, list.pages, list.words.archiveLead)} />
      <Section tone="soft" aria-label={blogList.gridLabel}>
        <PostGrid posts={list.posts} />
        <Pagination base={blogPath} page={list.page} pages={list.pages} />
      </Section>
    </>
  );
}

export async function CategoryPage({ list, preview = false }: { list: CategoryListPage; preview?: boolean }) {
  const base = categoryPath(list.category.slug);
  const path = listPagePath(base, list.page);
  const trail: Crumb[] = [home, blog, { label: list.category.title, href: base }];
  if (list.page > 1) trail.push({ label: blogList.pagination.page(list.page), href: path });
  const [index, categories] = await Promise.all([
    getPostIndex({ preview }).catch(() => [] as PostSummary[]),
    getCategories({ preview }).catch(() => [] as Category[]),
  ]);
  return (
    <>
      <Breadcrumbs path={path} trail={trail} />
      <PageHero title={list.category.title} lead={list.category.description ?? list.words.lead} />
      <Section tone="soft" aria-label={blogList.gridLabel}>
        <Topics
          title={list.words.topicsTitle}
          categories={usedCategories(categories, index)}
          current={list.category.slug}
        />
        <PostGrid posts={list.posts} />
        <Pagination base={base} page={list.page} pages={list.pages} />
      </Section>
    </>
  );
}
