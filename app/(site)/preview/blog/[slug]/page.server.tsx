// A post in an editor's preview, from drafts (a never-published draft too), with the preview bar
// and Visual Editing. Server build only (a `.server.tsx` page). Not an address of its own:
// proxy.server.ts sends /blog/{slug} here while draft mode is on; without draft mode this
// answers 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostPage, blogPostMetadata } from '@/components/blog/blog-post-page';
import { PreviewTools } from '@/components/blog/preview-tools';
import { isPreview } from '@/lib/blog/preview';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const metadata = await blogPostMetadata((await params).slug, { preview: await isPreview() });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function PreviewPostPage({ params }: { params: Promise<{ slug: string }> }) {
  if (!(await isPreview())) notFound();
  const { slug } = await params;
  return (
    <PreviewTools path={`/blog/${slug}`}>
      <BlogPostPage slug={slug} preview />
    </PreviewTools>
  );
}
