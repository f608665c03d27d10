// /blog: 'Our Blog', then the six newest posts (or the empty state). Prerendered; in the server
// build regenerated hourly and on the publish webhook.
import { PostGrid } from '@/components/blog/post-grid';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { blogFeed, blogList, blogSeo } from '@/content/blog/copy';
import { getPosts } from '@/lib/blog/posts';
import { pageMetadata } from '@/lib/seo';

// Must be a literal for Next; the same value as blogRevalidateSeconds in lib/blog/api.ts.
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
  const posts = await getPosts();
  return (
    <>
      <Breadcrumbs path={blogSeo.path} />
      <PageHero title={blogList.title} lead={blogList.subtitle} />
      <Section tone="soft" aria-label={blogList.gridLabel}>
        <PostGrid posts={posts} />
      </Section>
    </>
  );
}
