// /blog: 'Our Blog' and the six newest posts; ISR (hourly and on the publish webhook).
// In an editor's draft mode, from drafts (rendered on request, never cached). Its words are the blog page document's.
import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { documentMetadata } from '@/components/seo/document-metadata';
import { blogFeed, blogSeo } from '@/content/blog/copy';
import { isPreview } from '@/lib/content/preview';
import { getBlogPage } from '@/lib/marketing/blog-page/read';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

/** The blog page document's SEO over the defaults, and the feed's address for readers that find it there. */
export async function generateMetadata(): Promise<Metadata> {
  const base = await documentMetadata(getBlogPage({ preview: await isPreview() }), blogSeo);
  if (base === contentUnavailableMetadata) return base;
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: { 'application/rss+xml': [{ url: '/blog/feed.xml', title: blogFeed.linkTitle }] },
    },
  };
}

export default async function BlogPage() {
  return <BlogListPage preview={await isPreview()} />;
}
