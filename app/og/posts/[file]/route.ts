// /og/posts/{segment}.png: a post's Open Graph image (its title over the brand), built with its post's page at build
// time (works in the export; the server build: the newest posts' images, the others on their first request,
// lib/blog/prerender.ts) and regenerated with the post. Unknown: 404, with no read beyond the address list.
import { ogImageKickers } from '@/content/og';
import { ogCardResponse } from '@/components/seo/og-card';
import { formatPostDate } from '@/lib/blog/format';
import { getPost, getPostIndex } from '@/lib/blog/posts';
import { postsToPrerender } from '@/lib/blog/prerender';
import { postSegment } from '@/lib/blog/schemas';
import { settle } from '@/lib/content/faults';
import { isExport } from '@/lib/env';
import { withExportPlaceholder } from '@/lib/export-placeholder';
import { markContentUnavailable } from '@/lib/content/unavailable-status';
import { ogImageFile, ogImageSegment, postOgImagePath } from '@/lib/og-images';

export const dynamic = 'force-static';
// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const files = postsToPrerender(await getPostIndex(), isExport).map((post) => ({
    file: ogImageFile(postSegment(post)),
  }));
  return withExportPlaceholder(files, isExport, (segment) => ({ file: ogImageFile(segment) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const segment = ogImageSegment((await params).file);
  if (segment === null) return notFound();
  // The page's own read: one query per post in a build, and the post's tags, so a publish renews the image.
  const read = await settle(getPost(segment));
  if ('fault' in read) {
    // Next keeps the last good image; with none, the answer is a 503 (lib/content/unavailable-status.ts).
    markContentUnavailable(postOgImagePath(segment));
    throw read.fault;
  }
  const post = read.value;
  if (!post) return notFound();
  return ogCardResponse({
    kicker: ogImageKickers.post,
    title: post.title,
    details: [post.author?.name, formatPostDate(post.publishedAt)],
  });
}

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
