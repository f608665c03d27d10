// A post's SEO as its page's head shows it: what the editor set in the post's SEO fields, and for each one left
// empty the post's own: its title, its excerpt (else its title), and its main image (else the card made from its
// title, app/og/posts). The same fields and rules as the pages' SEO (lib/marketing/seo.ts).
import { sanityImageUrl } from '@/lib/blog/image';
import { postPath, postSegment, type Post } from '@/lib/blog/schemas';
import { withPageSeo } from '@/lib/marketing/seo';
import { postOgImagePath } from '@/lib/og-images';
import { absoluteUrl, type PageSeo } from '@/lib/seo';

/** An image for a share card: an address on the site made absolute, a Sanity image at 1200 pixels wide. */
export const shareImageUrl = (url: string) => (url.startsWith('/') ? absoluteUrl(url) : sanityImageUrl(url, 1200));

/** The post's own image, or one made from its title over the brand (app/og/posts). */
export const postImage = (post: { mainImage: { url: string } | null; slug: string | null; _id: string }) =>
  post.mainImage ? shareImageUrl(post.mainImage.url) : absoluteUrl(postOgImagePath(postSegment(post)));

type PostHead = Pick<Post, '_id' | 'slug' | 'title' | 'excerpt' | 'publishedAt' | 'mainImage' | 'author' | 'seo'>;

/** The post's title, description, image and robots for its page's metadata (pageMetadata in lib/seo.ts). */
export function postSeo(post: PostHead): PageSeo {
  const defaults: PageSeo = {
    title: post.title,
    description: post.excerpt ?? post.title,
    path: postPath(post),
    type: 'article',
    article: { publishedTime: post.publishedAt, authors: post.author ? [post.author.name] : undefined },
    image: {
      url: postImage(post),
      alt: post.mainImage?.alt ?? post.title,
      ...(post.mainImage ? {} : { width: 1200, height: 630 }),
    },
  };
  // Its own share image as the pages give theirs: the file as uploaded, with its size.
  return withPageSeo(defaults, post.seo);
}
