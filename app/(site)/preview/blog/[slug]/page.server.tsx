// A post in an editor's preview, from drafts (a never-published draft too), with the preview bar
// and Visual Editing. Server build only (a `.server.tsx` page: next.config.ts `pageExtensions`
// leaves it out of the export). Not an address of its own: proxy.server.ts sends /blog/{slug} here
// while draft mode is on. Without a valid draft mode the visitor goes through the exit route, which
// clears the cookie, back to the public post.
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
