// 'Post Not Found' for /blog/{slug} when there is no such post (HTTP 404 in the server build).
import { PostNotFound } from '@/components/blog/post-not-found';

export default function BlogPostNotFound() {
  return <PostNotFound />;
}
