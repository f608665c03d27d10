// /blog/feed.xml: RSS 2.0 of the latest posts, built at build time (works in the export).
import { blogFeed } from '@/content/blog/copy';
import { getPostIndex } from '@/lib/blog/posts';
import { buildRss } from '@/lib/blog/rss';
import { absoluteUrl, siteOrigin } from '@/lib/seo';

export const dynamic = 'force-static';
// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function GET() {
  const posts = (await getPostIndex()).slice(0, blogFeed.maxItems);
  const xml = buildRss({
    title: blogFeed.title,
    description: blogFeed.description,
    siteUrl: siteOrigin,
    feedUrl: absoluteUrl('/blog/feed.xml'),
    posts,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
