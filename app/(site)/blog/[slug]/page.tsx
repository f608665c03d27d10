// /blog/{slug}: one post, prerendered for every published post; 'Post Not Found' (HTTP 404) otherwise.
import type { Metadata } from 'next';
import { PostBody } from '@/components/blog/post-body';
import { PostHeader } from '@/components/blog/post-header';
import { PostImage } from '@/components/blog/post-image';
import { PostNotFound } from '@/components/blog/post-not-found';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Container } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { blogPost } from '@/content/blog/copy';
import { sanityImageUrl } from '@/lib/blog/image';
import { getPost, getPostIndex } from '@/lib/blog/posts';
import { exportPostNotFoundSegment, postPath, postSegment } from '@/lib/blog/schemas';
import { isExport } from '@/lib/env';
import { absoluteUrl, blogPostingJsonLd, pageMetadata } from '@/lib/seo';

// Must be a literal for Next; the same value as blogRevalidateSeconds in lib/blog/api.ts.
export const revalidate = 3600;

export async function generateStaticParams() {
  const posts = (await getPostIndex()).map((post) => ({ slug: postSegment(post) }));
  // The server renders unknown posts on request; the export has no server, so it writes one
  // 'Post Not Found' page for the host to serve (the list is never empty, which the export needs).
  return isExport ? [...posts, { slug: exportPostNotFoundSegment }] : posts;
}

const ogImage = (url: string) => (url.startsWith('/') ? absoluteUrl(url) : sanityImageUrl(url, 1200));

export async function generateMetadata({ params }: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPost(slug);
  if (!post) return { title: { absolute: blogPost.notFound.title }, robots: { index: false, follow: false } };
  return pageMetadata({
    title: post.title,
    description: post.excerpt ?? post.title,
    path: postPath(post),
    type: 'article',
    article: { publishedTime: post.publishedAt, authors: post.author ? [post.author.name] : undefined },
    image: post.mainImage ? { url: ogImage(post.mainImage.url), alt: post.mainImage.alt ?? post.title } : undefined,
  });
}

export default async function BlogPostPage({ params }: PageProps<'/blog/[slug]'>) {
  const { slug } = await params;
  const post = await getPost(slug);
  if (!post) return <PostNotFound segment={slug === exportPostNotFoundSegment && isExport ? undefined : slug} />;
  const path = postPath(post);
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
          title: post.title,
          description: post.excerpt ?? undefined,
          path,
          publishedAt: post.publishedAt,
          authorName: post.author?.name,
          image: post.mainImage ? ogImage(post.mainImage.url) : undefined,
        })}
      />
    </>
  );
}
