// Further reading at the end of a post: up to three cards, sharing a category first, then the newest; its heading is
// the blog page document's, and so is the list's name.
import { PostCard } from '@/components/blog/post-card';
import { Container } from '@/components/layout/container';
import type { PostSummary } from '@/lib/blog/schemas';

export function RelatedPosts({
  title,
  label,
  posts,
}: {
  title: string;
  /** The list's name for screen readers. */
  label: string;
  posts: readonly PostSummary[];
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="bg-paper-soft py-16 sm:py-20">
      <Container>
        <h2 id="related-posts" className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <ul aria-label={label} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id} className="flex">
              <div className="w-full">
                <PostCard post={post} headingLevel={3} />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
