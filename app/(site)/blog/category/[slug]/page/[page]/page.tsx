// /blog/category/{slug}/page/{n}: a category's older posts; its first page is /blog/category/{slug}. In an editor's
// draft mode, from drafts (rendered on request, never cached).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage, categoryPage } from '@/components/blog/blog-list-page';
import { categoryMetadata } from '@/components/blog/category-metadata';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { blogList } from '@/content/blog/copy';
import { archivePages, parsePageSegment, postsInCategory, usedCategories } from '@/lib/blog/archive';
import { getCategories, getPostIndex } from '@/lib/blog/posts';
import { settle } from '@/lib/content/faults';
import { isPreview } from '@/lib/content/preview';
import { canBeAddress } from '@/lib/content/rules';
import { isExport } from '@/lib/env';
import { withExportPlaceholder } from '@/lib/export-placeholder';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const [categories, index] = await Promise.all([getCategories(), getPostIndex()]);
  const pages = usedCategories(categories, index).flatMap((category) =>
    archivePages(postsInCategory(index, category.slug).length).map((page) => ({
      slug: category.slug,
      page: String(page),
    })),
  );
  return withExportPlaceholder(pages, isExport, (segment) => ({ slug: segment, page: segment }));
}

const listFor = async ({ slug, page }: { slug: string; page: string }, preview: boolean) => {
  const number = parsePageSegment(page);
  return number && canBeAddress(slug) ? categoryPage(slug, number, { preview }) : null;
};

export async function generateMetadata({ params }: PageProps<'/blog/category/[slug]/page/[page]'>): Promise<Metadata> {
  const read = await settle(listFor(await params, await isPreview()));
  if ('fault' in read) return contentUnavailableMetadata;
  return read.value ? categoryMetadata(read.value) : {};
}

export default async function BlogCategoryArchivePage({ params }: PageProps<'/blog/category/[slug]/page/[page]'>) {
  const { slug, page } = await params;
  const preview = await isPreview();
  const read = await settle(listFor({ slug, page }, preview));
  // As /blog: a fault keeps the last good page, or with none says so (503).
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={`/blog/category/${encodeURIComponent(slug)}/page/${encodeURIComponent(page)}`}
        back={blogList.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  if (!read.value) notFound();
  return <CategoryPage list={read.value} preview={preview} />;
}
