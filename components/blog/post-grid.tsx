// The /blog grid of post cards or, with no posts, a dashed box that says so.
import { PostCard } from '@/components/blog/post-card';
import { EmptyList } from '@/components/ui/empty-list';
import { blogList } from '@/content/blog/copy';
import type { PostSummary } from '@/lib/blog/schemas';

export function PostGrid({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) {
    return <EmptyList>{blogList.empty}</EmptyList>;
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
