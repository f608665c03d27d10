// The blog's loading states (the list's hero and placeholder cards; a post's shape), shown and loaded by
// components/page-wide/pending-navigation.tsx while a client navigation waits for a blog page.
import { PostCardSkeleton } from '@/components/blog/post-card-skeleton';
import { Container, Section } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';
import { blogLoading, blogPost } from '@/content/blog/copy';

export function BlogListSkeleton() {
  return (
    <div aria-busy="true" aria-label={blogLoading.listLabel}>
      {/* The list's hero, as /blog shows it; not a second h1 while the old page is still there. */}
      <div className="on-ink bg-ink pt-16 text-white lg:pt-18">
        <Container className="pt-10 pb-16 sm:pt-14 sm:pb-24">
          <div className="max-w-3xl">
            <p className="text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">{blogLoading.hero.title}</p>
            <p className="mt-5 text-lg text-muted-on-ink sm:text-xl">{blogLoading.hero.lead}</p>
          </div>
        </Container>
      </div>
      <Section tone="soft">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <PostCardSkeleton />
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export function BlogPostSkeleton() {
  return (
    <div aria-busy="true" aria-label={blogPost.loadingLabel}>
      <div className="bg-ink pt-24 pb-14 sm:pb-20 lg:pt-28">
        <Container width="prose" className="space-y-5">
          <Skeleton tone="ink" className="h-4 w-32" />
          <Skeleton tone="ink" className="h-12 w-full" />
          <Skeleton tone="ink" className="h-12 w-2/3" />
          <div className="flex items-center gap-3 pt-3">
            <Skeleton shape="circle" tone="ink" className="size-12" />
            <Skeleton tone="ink" className="h-4 w-40" />
          </div>
        </Container>
      </div>
      <Container width="prose" className="space-y-4 pb-20">
        <Skeleton shape="card" className="-mt-8 aspect-video w-full sm:-mt-12" />
        <Skeleton className="mt-10 h-6 w-full" />
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </Container>
    </div>
  );
}
