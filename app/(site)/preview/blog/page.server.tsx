// The blog list in an editor's preview, from drafts, with the preview bar and Visual Editing.
// Server build only (a `.server.tsx` page). Not an address of its own: proxy.server.ts sends
// /blog here while draft mode is on, so the public /blog never carries preview code; without
// draft mode this answers 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { PreviewTools } from '@/components/blog/preview-tools';
import { blogSeo } from '@/content/blog/copy';
import { isPreview } from '@/lib/blog/preview';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { ...pageMetadata(blogSeo), robots: { index: false, follow: false } };

export default async function PreviewBlogPage() {
  if (!(await isPreview())) notFound();
  return (
    <PreviewTools path={blogSeo.path}>
      <BlogListPage preview />
    </PreviewTools>
  );
}
