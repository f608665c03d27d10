// The head of a post page: back link, title, author (avatar, name, its label) and the date; the back link's words
// and the labels are the blog page document's.
import { Link } from '@/components/ui/link';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { Container } from '@/components/layout/container';
import { blogPost } from '@/content/blog/copy';
import { CategoryLinks } from '@/components/blog/post-categories';
import { readingMinutes } from '@/lib/blog/archive';
import { formatPostDate } from '@/lib/blog/format';
import type { Post } from '@/lib/blog/schemas';
import type { BlogPage } from '@/lib/marketing/blog-page/schemas';
import { cn } from '@/lib/cn';

/** `label`: the blog page document's words for the link. */
export function BackToAbout({ label, onInk }: { label: string; onInk?: boolean }) {
  return (
    <Link
      href={blogPost.backHref}
      className={cn(
        'inline-flex items-center gap-2 text-sm font-medium',
        onInk ? 'text-muted-on-ink hover:text-white' : 'text-muted hover:text-ink',
      )}
    >
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}

/** The words a post's head shares with every post, from the blog page document. */
export type PostHeadWords = Pick<BlogPage, 'backLabel' | 'authorLabel' | 'categoriesLabel'>;

export function PostHeader({ post, words }: { post: Post; words: PostHeadWords }) {
  return (
    <header className="on-ink bg-ink pt-8 pb-14 text-white sm:pt-10 sm:pb-20">
      <Container width="prose">
        <BackToAbout label={words.backLabel} onInk />
        <h1 id="post-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
          {post.title}
        </h1>
        <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
          {post.author ? (
            <div className="flex items-center gap-3">
              <AuthorAvatar name={post.author.name} imageUrl={post.author.imageUrl} size="md" />
              <div>
                <p className="font-semibold text-white">{post.author.name}</p>
                <p className="text-sm text-muted-on-ink">{words.authorLabel}</p>
              </div>
            </div>
          ) : null}
          <p className="text-muted-on-ink">
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            <span>{blogPost.readingTime(readingMinutes(post.words))}</span>
          </p>
        </div>
        <CategoryLinks categories={post.categories} label={words.categoriesLabel} onInk className="mt-6" />
      </Container>
    </header>
  );
}
