// /blog/{slug} while loading: the post's shape in placeholders (spec §2).
import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';
import { blogPost } from '@/content/blog/copy';

export default function BlogPostLoading() {
  return (
    <div aria-busy="true" aria-label={blogPost.loadingLabel}>
      <div className="bg-ink pt-24 pb-14 sm:pb-20 lg:pt-28">
        <Container className="max-w-3xl! space-y-5">
          <Skeleton className="h-4 w-32 bg-ink-line" />
          <Skeleton className="h-12 w-full bg-ink-line" />
          <Skeleton className="h-12 w-2/3 bg-ink-line" />
          <div className="flex items-center gap-3 pt-3">
            <Skeleton className="size-12 rounded-full bg-ink-line" />
            <Skeleton className="h-4 w-40 bg-ink-line" />
          </div>
        </Container>
      </div>
      <Container className="max-w-3xl! space-y-4 pb-20">
        <Skeleton className="-mt-8 aspect-video w-full rounded-(--radius-card) sm:-mt-12" />
        <Skeleton className="mt-10 h-6 w-full" />
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </Container>
    </div>
  );
}
