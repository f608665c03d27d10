// /blog/page/{n}: the older posts, six a page, newest first (/blog itself is page 1). Prerendered per page, ISR
// (hourly and on the publish webhook); a page past the last is a 404. In an editor's draft mode, from drafts
// (rendered on request, never cached): a page only drafts fill too.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArchivePage, archivePage } from '@/components/blog/blog-list-page';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { blogArchiveSeo, blogList } from '@/content/blog/copy';
import { archivePages, blogPath, listPagePath, parsePageSegment } from '@/lib/blog/archive';
import { getPostIndex } from '@/lib/blog/posts';
import { settle } from '@/lib/content/faults';
import { isPreview } from '@/lib/content/preview';
import { isExport } from '@/lib/env';
import { withExportPlaceholder } from '@/lib/export-placeholder';
import { pageMetadata } from '@/lib/seo';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const pages = archivePages((await getPostIndex()).length).map((page) => ({ page: String(page) }));
  return withExportPlaceholder(pages, isExport, (page) => ({ page }));
}

const listFor = async (segment: string, preview: boolean) => {
  const page = parsePageSegment(segment);
  return page ? archivePage(page, { preview }) : null;
};

export async function generateMetadata({ params }: PageProps<'/blog/page/[page]'>): Promise<Metadata> {
  const read = await settle(listFor((await params).page, await isPreview()));
  if ('fault' in read) return contentUnavailableMetadata;
  const list = read.value;
  if (!list) return {};
  return pageMetadata({
    title: blogArchiveSeo.title(list.page),
    description: blogArchiveSeo.description(list.page, list.pages),
    path: listPagePath(blogPath, list.page),
  });
}

export default async function BlogArchivePage({ params }: PageProps<'/blog/page/[page]'>) {
  const segment = (await params).page;
  const preview = await isPreview();
  const read = await settle(listFor(segment, preview));
  // As /blog: a fault keeps the last good page, or with none says so (503).
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={`${blogPath}/page/${encodeURIComponent(segment)}`}
        back={blogList.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  if (!read.value) notFound();
  return <ArchivePage list={read.value} />;
}
