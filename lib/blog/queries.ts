// The blog's GROQ queries. The same constants run against Sanity and, in-process
// through groq-js, against the embedded dataset.
import { defineQuery } from 'next-sanity';

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

/** Published posts, newest first, the first six (the /blog grid). */
export const postsQuery = defineQuery(`
  *[_type == "post" && defined(publishedAt)] | order(publishedAt desc) [0...6] { ${postFields} }
`);

/**
 * One post by its slug, or — for a post saved without a slug, whose card links by id — by its
 * id. Null when absent.
 */
export const postQuery = defineQuery(`
  *[_type == "post" && (slug.current == $slug || (!defined(slug.current) && _id == $slug))][0] {
    ${postFields},
    body
  }
`);

/** Every post's address and dates: static params, sitemap and feed. */
export const postIndexQuery = defineQuery(`
  *[_type == "post" && defined(publishedAt)] | order(publishedAt desc) {
    _id,
    title,
    slug,
    excerpt,
    publishedAt,
    _updatedAt
  }
`);
