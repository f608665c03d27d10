// /blog/category/{slug}: a category's posts, six a page, with its own title and description. Prerendered per
// category, ISR (hourly and on the publish webhook); an unknown or empty category is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage, categoryPage } from '@/components/blog/blog-list-page';
import { categoryMetadata } from '@/components/blog/category-metadata';
import { usedCategories } from '@/lib/blog/archive';
import { getCategories, getPostIndex } from '@/lib/blog/posts';
import { canBeAddress } from '@/lib/content/slug';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const [categories, index] = await Promise.all([getCategories(), getPostIndex()]);
  return usedCategories(categories, index).map((category) => ({ slug: category.slug }));
}

const listFor = async (slug: string) => (canBeAddress(slug) ? categoryPage(slug, 1) : null);

export async function generateMetadata({ params }: PageProps<'/blog/category/[slug]'>): Promise<Metadata> {
  const list = await listFor((await params).slug);
  return list ? categoryMetadata(list) : {};
}

export default async function BlogCategoryPage({ params }: PageProps<'/blog/category/[slug]'>) {
  const list = await listFor((await params).slug);
  if (!list) notFound();
  return <CategoryPage list={list} />;
}
