// RSS 2.0 for /blog/feed.xml (pure). Texts are escaped and lose what XML 1.0 forbids: one such character voids a feed.
import type { PostIndexEntry } from '@/lib/blog/schemas';
import { postPath } from '@/lib/blog/schemas';

const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const xmlText = (value: string) =>
  value
    .replace(NOT_XML_CHAR, '')
    .replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

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
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      post.author ? `      <dc:creator>${xmlText(post.author.name)}</dc:creator>` : null,
      post.excerpt ? `      <description>${xmlText(post.excerpt)}</description>` : null,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const lastBuild = posts[0]
    ? `\n    <lastBuildDate>${new Date(posts[0].publishedAt).toUTCString()}</lastBuildDate>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(title)}</title>
    <link>${xmlText(absolute('/blog'))}</link>
    <description>${xmlText(description)}</description>
    <language>en-us</language>
    <atom:link href="${xmlText(feedUrl)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items.join('\n')}
  </channel>
</rss>
`;
}
