// The blog's GROQ queries. The same constants run against Sanity and, in-process
// through groq-js, against the embedded dataset.
import { defineQuery } from 'next-sanity';
import { unaddressableQuery } from '@/lib/content/lookup';

/** Fields of a post card and of a post page's head (author and image dereferenced). */
const postFields = /* groq */ `
  _id,
  title,
  slug,
  excerpt,
  publishedAt,
  mainImage{ alt, asset->{ url } },
  author->{ name, image{ asset->{ url } } }
`;

/** How many posts /blog shows. */
export const postsOnBlog = 6;

/**
 * Published posts, newest first: twice as many as the /blog grid shows, so that a post left out
 * for failing the site's schema is replaced by the next one (lib/blog/posts.ts keeps the first
 * postsOnBlog).
 */
export const postsQuery = defineQuery(`
  *[_type == "post" && defined(publishedAt)] | order(publishedAt desc) [0...12] { ${postFields} }
`);

/**
 * One post by its slug, or — for a post saved without a slug, whose card links by id — by its
 * id; null when absent. With it, the ids of posts whose slug is not text (a hand-edited or
 * migrated document): no address finds them, so "no post here" is only certain without them.
 */
export const postQuery = defineQuery(`{
  "doc": *[_type == "post" && (slug.current == $slug || (!defined(slug.current) && _id == $slug))][0] {
    ${postFields},
    body
  },
  "unaddressable": ${unaddressableQuery('post')}
}`);

/** Every post's address and dates: static params, sitemap and feed. */
export const postIndexQuery = defineQuery(`
  *[_type == "post" && defined(publishedAt)] | order(publishedAt desc) {
    _id,
    title,
    slug,
    excerpt,
    publishedAt,
    _updatedAt,
    author->{ name }
  }
`);
