// A category page's metadata: its title (and page), its description or a default, its canonical address.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import type { CategoryListPage } from '@/components/blog/blog-list-page';
import { blogCategorySeo } from '@/content/blog/copy';
import { categoryPath, listPagePath } from '@/lib/blog/archive';
import { pageMetadata } from '@/lib/seo';

export function categoryMetadata(marked: CategoryListPage): Metadata {
  // In the preview, without the marks that map the words to their fields: a title and a description are plain text.
  const list = stegaClean(marked);
  return pageMetadata({
    title: blogCategorySeo.title(list.category.title, list.page),
    description: list.category.description ?? blogCategorySeo.description(list.category.title),
    path: listPagePath(categoryPath(list.category.slug), list.page),
  });
}
