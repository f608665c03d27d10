// A post's page and metadata: the post, 'Post Not Found' (404), or 'temporarily unavailable'. From drafts
// in the preview, whose stega marks are cleaned (stegaClean) from the head and JSON-LD: no overlay reaches them.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { PostBody } from '@/components/blog/post-body';
import { RelatedPosts } from '@/components/blog/related-posts';
import { TableOfContents } from '@/components/blog/table-of-contents';
import { PostHeader } from '@/components/blog/post-header';
import { PostImage } from '@/components/blog/post-image';
import { PostNotFound } from '@/components/blog/post-not-found';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { Container } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { VideoPosters } from '@/components/video/video-posters';
import { BookingCta } from '@/components/services/booking-cta';
import { blogPost } from '@/content/blog/copy';
import { contentUnavailable } from '@/content/errors';
import { relatedPosts } from '@/lib/blog/archive';
import { goneContentLinks } from '@/lib/blog/content-links';
import { getPost, getPostIndex } from '@/lib/blog/posts';
import { postImage, postSeo } from '@/lib/blog/seo';
import { postHeadings, tableOfContents } from '@/lib/blog/toc';
import { bodyVideos, postVideoLibrary, postVideoObject, postVideoPosters } from '@/lib/blog/videos';
import { settle } from '@/lib/content/faults';
import { getBlogPage } from '@/lib/marketing/blog-page/read';
import { getSharedWords } from '@/lib/marketing/shared-words';
import { exportPostNotFoundSegment, postPath } from '@/lib/blog/schemas';
import { isExport } from '@/lib/env';
import { blogPostingJsonLd, pageMetadata } from '@/lib/seo';

const noindex = { index: false, follow: false };

export async function blogPostMetadata(slug: string, { preview = false } = {}): Promise<Metadata> {
  const read = await settle(getPost(slug, { preview }));
  if ('fault' in read) return { title: { absolute: contentUnavailable.title }, robots: noindex };
  const post = stegaClean(read.value);
  if (!post) return { title: { absolute: blogPost.notFound.title }, robots: noindex };
  return pageMetadata(postSeo(post));
}

export async function BlogPostPage({ slug, preview = false }: { slug: string; preview?: boolean }) {
  // The words every post's page shares (its back link, labels, headings and calls) are the blog page document's.
  const read = await settle(Promise.all([getPost(slug, { preview }), getBlogPage({ preview })]));
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={`/blog/${encodeURIComponent(slug)}`}
        back={blogPost.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  const [post, words] = read.value;
  if (!post)
    return (
      <PostNotFound
        segment={slug === exportPostNotFoundSegment && isExport ? undefined : slug}
        backLabel={words.backLabel}
      />
    );
  const path = postPath(post);
  const clean = stegaClean(post);
  const headings = postHeadings(post.body);
  // The video library, for the posters and details a video block leaves empty; read only when one lacks a poster.
  const library = postVideoLibrary(clean.body, { preview });
  // A failed index read costs the post its further reading, not its page. An editor's preview keeps every link: a
  // page it names may be a draft the editor is about to publish.
  const [index, gone, shared] = await Promise.all([
    getPostIndex({ preview }).catch(() => []),
    preview ? new Set<string>() : goneContentLinks(clean.body).catch(() => new Set<string>()),
    getSharedWords({ preview }),
  ]);
  const videoLibrary = await library;
  const videos = bodyVideos(clean.body).flatMap((video) => {
    const jsonLd = postVideoObject(video, videoLibrary);
    return jsonLd ? [{ key: video._key ?? video.videoId, jsonLd }] : [];
  });
  return (
    <>
      <Breadcrumbs path={path} current={post.title} />
      <article aria-labelledby="post-title">
        <PostHeader post={post} words={words} />
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
          <TableOfContents title={words.contentsTitle} headings={tableOfContents(headings)} />
          <div className="mt-10">
            <VideoPosters posters={postVideoPosters(clean.body, videoLibrary)}>
              <PostBody
                value={post.body}
                headings={headings}
                gone={gone}
                ctaLabel={words.bodyCtaLabel}
                bookingNote={shared.bookingNote}
              />
            </VideoPosters>
          </div>
        </Container>
      </article>
      <BookingCta id="post-end-cta" cta={words.cta} words={shared} source="post-end" />
      <RelatedPosts title={words.relatedTitle} label={words.relatedLabel} posts={relatedPosts(post, index)} />
      <JsonLd
        data={blogPostingJsonLd({
          title: clean.title,
          description: clean.excerpt ?? undefined,
          path,
          publishedAt: clean.publishedAt,
          modifiedAt: clean._updatedAt ?? clean.publishedAt,
          authorName: clean.author?.name,
          image: postImage(clean),
          keywords: clean.categories.map((category) => category.title),
        })}
      />
      {videos.map((video) => (
        <JsonLd key={video.key} data={video.jsonLd} />
      ))}
    </>
  );
}
