// One /blog card; the whole card is clickable through the title link's stretched hit area.
import { Link } from '@/components/ui/link';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { PostImage } from '@/components/blog/post-image';
import { Card } from '@/components/ui/card';
import { blogPost } from '@/content/blog/copy';
import { readingMinutes } from '@/lib/blog/archive';
import { formatPostDate } from '@/lib/blog/format';
import { postPath } from '@/lib/blog/schemas';
import type { PostSummary } from '@/lib/blog/schemas';

export function PostCard({
  post,
  priority,
  headingLevel = 2,
}: {
  post: PostSummary;
  priority?: boolean;
  /** 3 where the cards sit under a section's own h2 (related posts). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card
      as="article"
      size="md"
      padding="p-0"
      className="group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg"
    >
      <PostImage
        post={post}
        priority={priority}
        sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{blogPost.readingTime(readingMinutes(post.words))}</span>
        </p>
        <Heading className="mt-2 line-clamp-2 text-xl leading-snug font-semibold text-ink">
          <Link
            href={postPath(post)}
            className="group-hover:text-accent-strong after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-muted">{post.excerpt}</p> : null}
        {post.author ? (
          <p className="mt-auto flex items-center gap-3 pt-6 text-sm font-medium text-body">
            <AuthorAvatar name={post.author.name} imageUrl={post.author.imageUrl} />
            {post.author.name}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
