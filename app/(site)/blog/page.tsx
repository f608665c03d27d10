// /blog: 'Our Blog' and the six newest posts; ISR (hourly and on the publish webhook).
// In an editor's draft mode, from drafts (rendered on request, never cached).
import { BlogListPage } from '@/components/blog/blog-list-page';
import { blogFeed, blogSeo } from '@/content/blog/copy';
import { isPreview } from '@/lib/content/preview';
import { pageMetadata } from '@/lib/seo';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

const base = pageMetadata(blogSeo);
export const metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/rss+xml': [{ url: '/blog/feed.xml', title: blogFeed.linkTitle }] },
  },
};

export default async function BlogPage() {
  return <BlogListPage preview={await isPreview()} />;
}
