// /blog: 'Our Blog', then the six newest posts (or the empty state). Prerendered; in the server
// build regenerated hourly and on the publish webhook. Editors previewing drafts get
// app/(site)/preview/blog instead (proxy.server.ts).
import { BlogListPage } from '@/components/blog/blog-list-page';
import { blogFeed, blogSeo } from '@/content/blog/copy';
import { pageMetadata } from '@/lib/seo';

// Must be a literal for Next; the same value as contentRevalidateSeconds in lib/content/config.ts.
export const revalidate = 3600;

const base = pageMetadata(blogSeo);
export const metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: '/blog/feed.xml', title: blogFeed.linkTitle }] },
  },
};

export default function BlogPage() {
  return <BlogListPage />;
}
