// /blog/{slug}: one post, prerendered per published post (the server build: the newest, the others on their first
// request, lib/blog/prerender.ts), 'Post Not Found' (404) otherwise.
// In an editor's draft mode, from drafts: a draft never published too.
import type { Metadata } from 'next';
import { BlogPostPage, blogPostMetadata } from '@/components/blog/blog-post-page';
import { getPostIndex } from '@/lib/blog/posts';
import { postsToPrerender } from '@/lib/blog/prerender';
import { exportPostNotFoundSegment, postSegment } from '@/lib/blog/schemas';
import { isPreview } from '@/lib/content/preview';
import { isExport } from '@/lib/env';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const posts = postsToPrerender(await getPostIndex(), isExport).map((post) => ({ slug: postSegment(post) }));
  // The export has no server: one 'Post Not Found' page for the host (also keeps the list non-empty, as export needs).
  return isExport ? [...posts, { slug: exportPostNotFoundSegment }] : posts;
}

export async function generateMetadata({ params }: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  return blogPostMetadata((await params).slug, { preview: await isPreview() });
}

export default async function PostPage({ params }: PageProps<'/blog/[slug]'>) {
  return <BlogPostPage slug={(await params).slug} preview={await isPreview()} />;
}
