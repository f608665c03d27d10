// A category page's metadata: its title (and page), its description or a default, its canonical address.
import type { Metadata } from 'next';
import type { CategoryListPage } from '@/components/blog/blog-list-page';
import { blogCategorySeo } from '@/content/blog/copy';
import { categoryPath, listPagePath } from '@/lib/blog/archive';
import { pageMetadata } from '@/lib/seo';

export function categoryMetadata(list: CategoryListPage): Metadata {
  return pageMetadata({
    title: blogCategorySeo.title(list.category.title, list.page),
    description: list.category.description ?? blogCategorySeo.description(list.category.title),
    path: listPagePath(categoryPath(list.category.slug), list.page),
  });
}
