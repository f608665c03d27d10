// /blog in an editor's preview, from drafts (server build only); proxy.server.ts rewrites here.
// Without valid draft mode: out via the exit route. Learn more: docs/decisions/0015-editors-preview-without-live-api.md
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { PreviewTools } from '@/components/preview/preview-tools';
import { blogSeo } from '@/content/blog/copy';
import { isPreview } from '@/lib/content/preview';
import { previewExitPath } from '@/lib/content/preview-redirect';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { ...pageMetadata(blogSeo), robots: { index: false, follow: false } };

export default async function PreviewBlogPage() {
  if (!(await isPreview())) redirect(previewExitPath(blogSeo.path));
  return (
    <PreviewTools path={blogSeo.path}>
      <BlogListPage preview />
    </PreviewTools>
  );
}
