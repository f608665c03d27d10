// A post's page and metadata: the post, 'Post Not Found' (404), or 'temporarily unavailable'. From drafts
// in the preview, whose stega marks are cleaned (stegaClean) from the head and JSON-LD: no overlay reaches them.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { PostBody } from '@/components/blog/post-body';
import { PostHeader } from '@/components/blog/post-header';
import { PostImage } from '@/components/blog/post-image';
import { PostNotFound } from '@/components/blog/post-not-found';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { Container } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { blogPost } from '@/content/blog/copy';
import { contentUnavailable } from '@/content/errors';
import { sanityImageUrl } from '@/lib/blog/image';
import { getPost } from '@/lib/blog/posts';
import { settle } from '@/lib/content/faults';
import { exportPostNotFoundSegment, postPath } from '@/lib/blog/schemas';
import { isExport } from '@/lib/env';
import { absoluteUrl, blogPostingJsonLd, pageMetadata } from '@/lib/seo';

const ogImage = (url: string) => (url.startsWith('/') ? absoluteUrl(url) : sanityImageUrl(url, 1200));

const noindex = { index: false, follow: false };

export async function blogPostMetadata(slug: string, { preview = false } = {}): Promise<Metadata> {
  const read = await settle(getPost(slug, { preview }));
  if ('fault' in read) return { title: { absolute: contentUnavailable.title }, robots: noindex };
  const post = stegaClean(read.value);
  if (!post) return { title: { absolute: blogPost.notFound.title }, robots: noindex };
  return pageMetadata({
    title: post.title,
    description: post.excerpt ?? post.title,
    path: postPath(post),
    type: 'article',
    article: { publishedTime: post.publishedAt, authors: post.author ? [post.author.name] : undefined },
    image: post.mainImage ? { url: ogImage(post.mainImage.url), alt: post.mainImage.alt ?? post.title } : undefined,
  });
}

export async function BlogPostPage({ slug, preview = false }: { slug: string; preview?: boolean }) {
  const read = await settle(getPost(slug, { preview }));
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={`/blog/${encodeURIComponent(slug)}`}
        back={blogPost.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  const post = read.value;
  if (!post) return <PostNotFound segment={slug === exportPostNotFoundSegment && isExport ? undefined : slug} />;
  const path = postPath(post);
  const clean = stegaClean(post);
  return (
    <>
      <Breadcrumbs path={path} current={post.title} />
      <article>
        <PostHeader post={post} />
        <Container width="prose" className="pb-20 sm:pb-28">
          {post.mainImage ? (
            <PostImage
              post={post}
              priority
              sizes="(min-width: 768px) 704px, 92vw"
              className="-mt-8 rounded-(--radius-card) shadow-xl sm:-mt-12"
            />
          ) : null}
          {post.excerpt ? (
            <p className="mt-10 text-xl leading-relaxed font-medium text-ink sm:text-2xl">{post.excerpt}</p>
          ) : null}
          <div className="mt-10">
            <PostBody value={post.body} />
          </div>
        </Container>
      </article>
      <JsonLd
        data={blogPostingJsonLd({
          title: clean.title,
          description: clean.excerpt ?? undefined,
          path,
          publishedAt: clean.publishedAt,
          authorName: clean.author?.name,
          image: clean.mainImage ? ogImage(clean.mainImage.url) : undefined,
        })}
      />
    </>
  );
}
