// The /blog page (the six newest posts or the empty state), from published content or preview drafts.
import { PostGrid } from '@/components/blog/post-grid';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { blogList, blogSeo } from '@/content/blog/copy';
import { getPosts } from '@/lib/blog/posts';
import { settle } from '@/lib/content/faults';

export async function BlogListPage({ preview = false }: { preview?: boolean }) {
  const read = await settle(getPosts({ preview }));
  if ('fault' in read)
    return (
      <ContentUnavailable path={blogSeo.path} back={blogList.unavailableBack} fault={read.fault} preview={preview} />
    );
  return (
    <>
      <Breadcrumbs path={blogSeo.path} />
      <PageHero title={blogList.title} lead={blogList.subtitle} />
      <Section tone="soft" aria-label={blogList.gridLabel}>
        <PostGrid posts={read.value} />
      </Section>
    </>
  );
}
