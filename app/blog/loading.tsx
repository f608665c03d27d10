// /blog while loading: the hero and six placeholder cards (spec §2).
import { PostCardSkeleton } from '@/components/blog/post-card-skeleton';
import { Section } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { blogList, blogLoading } from '@/content/blog/copy';

export default function BlogLoading() {
  return (
    <>
      <div className="bg-ink pt-16 lg:pt-18" />
      <PageHero title={blogList.title} lead={blogList.subtitle} />
      <Section tone="soft" aria-busy="true" aria-label={blogLoading.listLabel}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <PostCardSkeleton />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
