// /blog/{slug}: one post, prerendered for every published post; 'Post Not Found' (HTTP 404)
// otherwise. Editors previewing drafts get app/(site)/preview/blog/[slug] instead (proxy.server.ts).
import type { Metadata } from 'next';
import { BlogPostPage, blogPostMetadata } from '@/components/blog/blog-post-page';
import { getPostIndex } from '@/lib/blog/posts';
import { exportPostNotFoundSegment, postSegment } from '@/lib/blog/schemas';
import { isExport } from '@/lib/env';

// Must be a literal for Next; the same value as contentRevalidateSeconds in lib/content/config.ts.
export const revalidate = 3600;

export async function generateStaticParams() {
  const posts = (await getPostIndex()).map((post) => ({ slug: postSegment(post) }));
  // The server renders unknown posts on request; the export has no server, so it writes one
  // 'Post Not Found' page for the host to serve (the list is never empty, which the export needs).
  return isExport ? [...posts, { slug: exportPostNotFoundSegment }] : posts;
}

export async function generateMetadata({ params }: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  return blogPostMetadata((await params).slug);
}

export default async function PostPage({ params }: PageProps<'/blog/[slug]'>) {
  return <BlogPostPage slug={(await params).slug} />;
}
