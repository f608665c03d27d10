// RSS 2.0 for /blog/feed.xml (pure): the latest posts with absolute links.
import type { PostIndexEntry } from '@/lib/blog/schemas';
import { postPath } from '@/lib/blog/schemas';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export function buildRss({
  title,
  description,
  siteUrl,
  feedUrl,
  posts,
}: {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  posts: PostIndexEntry[];
}): string {
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const items = posts.map((post) => {
    const link = absolute(postPath(post));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const lastBuild = posts[0]
    ? `\n    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(absolute('/blog'))}</link>
    <description>${escapeXml(description)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items.join('\n')}
  </channel>
</rss>
`;
}
