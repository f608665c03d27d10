// The blog's GROQ queries, run against Sanity or, through groq-js, the embedded dataset.
import { defineQuery } from 'next-sanity';
import { unaddressableQuery } from '@/lib/content/lookup';

const postFields = /* groq */ `
  _id,
  title,
  slug,
  excerpt,
  publishedAt,
  mainImage{ alt, asset->{ url } },
  author->{ name, image{ asset->{ url } } }
`;

export const postsOnBlog = 6;

/** Twice what /blog shows: a post that fails the schema is replaced by the next (posts.ts keeps postsOnBlog). */
export const postsQuery = defineQuery(`
  *[_type == "post" && defined(publishedAt)] | order(publishedAt desc) [0...12] { ${postFields} }
`);

/** By slug, or by id for a post without one; `unaddressable` says whether a null is certain (lib/content/lookup.ts). */
export const postQuery = defineQuery(`{
  "doc": *[_type == "post" && (slug.current == $slug || (!defined(slug.current) && _id == $slug))][0] {
    ${postFields},
    body
  },
  "unaddressable": ${unaddressableQuery('post')}
}`);

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
