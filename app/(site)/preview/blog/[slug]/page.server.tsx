// /blog/{slug} in an editor's preview, from drafts (server build only); proxy.server.ts rewrites here.
// Without valid draft mode: out via the exit route. Learn more: docs/decisions/0015-editors-preview-without-live-api.md
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BlogPostPage, blogPostMetadata } from '@/components/blog/blog-post-page';
import { PreviewTools } from '@/components/preview/preview-tools';
import { isPreview } from '@/lib/content/preview';
import { previewExitPath } from '@/lib/content/preview-redirect';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const metadata = await blogPostMetadata((await params).slug, { preview: await isPreview() });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function PreviewPostPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!(await isPreview())) redirect(previewExitPath(`/blog/${slug}`));
  return (
    <PreviewTools path={`/blog/${slug}`}>
      <BlogPostPage slug={slug} preview />
    </PreviewTools>
  );
}
