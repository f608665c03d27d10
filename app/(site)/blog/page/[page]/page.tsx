// /blog/page/{n}: the older posts, six a page, newest first (/blog itself is page 1). Prerendered per page, ISR
// (hourly and on the publish webhook); a page past the last is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArchivePage, archivePage } from '@/components/blog/blog-list-page';
import { blogArchiveSeo } from '@/content/blog/copy';
import { archivePages, blogPath, listPagePath, parsePageSegment } from '@/lib/blog/archive';
import { getPostIndex } from '@/lib/blog/posts';
import { pageMetadata } from '@/lib/seo';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  return archivePages((await getPostIndex()).length).map((page) => ({ page: String(page) }));
}

const listFor = async (segment: string) => {
  const page = parsePageSegment(segment);
  return page ? archivePage(page) : null;
};

export async function generateMetadata({ params }: PageProps<'/blog/page/[page]'>): Promise<Metadata> {
  const list = await listFor((await params).page);
  if (!list) return {};
  return pageMetadata({
    title: blogArchiveSeo.title(list.page),
    description: blogArchiveSeo.description(list.page, list.pages),
    path: listPagePath(blogPath, list.page),
  });
}

export default async function BlogArchivePage({ params }: PageProps<'/blog/page/[page]'>) {
  const list = await listFor((await params).page);
  if (!list) notFound();
  return <ArchivePage list={list} />;
}
