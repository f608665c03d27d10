// /blog/category/{slug}: a category's posts, six a page, with its own title and description. Prerendered per
// category, ISR (hourly and on the publish webhook); an unknown or empty category is a 404. In an editor's draft
// mode, from drafts (rendered on request, never cached): a category only drafts have too.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage, categoryPage } from '@/components/blog/blog-list-page';
import { categoryMetadata } from '@/components/blog/category-metadata';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { blogList } from '@/content/blog/copy';
import { usedCategories } from '@/lib/blog/archive';
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
  const slugs = usedCategories(categories, index).map((category) => ({ slug: category.slug }));
  return withExportPlaceholder(slugs, isExport, (slug) => ({ slug }));
}

const listFor = async (slug: string, preview: boolean) =>
  canBeAddress(slug) ? categoryPage(slug, 1, { preview }) : null;

export async function generateMetadata({ params }: PageProps<'/blog/category/[slug]'>): Promise<Metadata> {
  const read = await settle(listFor((await params).slug, await isPreview()));
  if ('fault' in read) return contentUnavailableMetadata;
  return read.value ? categoryMetadata(read.value) : {};
}

export default async function BlogCategoryPage({ params }: PageProps<'/blog/category/[slug]'>) {
  const { slug } = await params;
  const preview = await isPreview();
  const read = await settle(listFor(slug, preview));
  // As /blog: a fault keeps the last good page, or with none says so (503).
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={`/blog/category/${encodeURIComponent(slug)}`}
        back={blogList.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  if (!read.value) notFound();
  return <CategoryPage list={read.value} preview={preview} />;
}
