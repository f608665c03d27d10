// A post's main image in a reserved 16:9 box, or a branded placeholder when the post has none.
import { BlogImage } from '@/components/blog/blog-image';
import { blogList } from '@/content/blog/copy';
import type { PostSummary } from '@/lib/blog/schemas';
import { cn } from '@/lib/cn';

export function PostImage({
  post,
  sizes,
  priority,
  className,
}: {
  post: Pick<PostSummary, 'mainImage' | 'title'>;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-ink', className)}>
      {post.mainImage ? (
        <BlogImage
          src={post.mainImage.url}
          alt={post.mainImage.alt ?? post.title}
          fill
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-[radial-gradient(circle_at_20%_20%,var(--color-accent)_0%,transparent_55%),linear-gradient(135deg,var(--color-ink),var(--color-ink-soft))]"
        >
          <span className="text-lg font-semibold tracking-tight text-white/80">{blogList.imagePlaceholder}</span>
        </div>
      )}
    </div>
  );
}
