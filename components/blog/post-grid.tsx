// The /blog grid of post cards or, with no posts, a dashed box that says so.
import { PostCard } from '@/components/blog/post-card';
import { blogList } from '@/content/blog/copy';
import type { PostSummary } from '@/lib/blog/schemas';

export function PostGrid({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) {
    return (
      <p className="rounded-(--radius-card) border border-dashed border-line bg-paper-soft px-6 py-16 text-center text-lg text-muted">
        {blogList.empty}
      </p>
    );
  }
  return (
    <ul aria-label={blogList.gridLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post._id} className="flex">
          <div className="w-full">
            <PostCard post={post} priority={index === 0} />
          </div>
        </li>
      ))}
    </ul>
  );
}
