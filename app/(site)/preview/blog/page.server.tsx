// The blog list in an editor's preview, from drafts, with the preview bar and Visual Editing.
// Server build only (a `.server.tsx` page: next.config.ts `pageExtensions` leaves it out of the
// export). Not an address of its own: proxy.server.ts sends /blog here while draft mode is on, so
// the public /blog never carries preview code. Without a valid draft mode (a cookie from an earlier
// deploy, or the preview switched off since) the visitor goes through the exit route, which clears
// the cookie, back to the public page.
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
