// The blog's GROQ queries, run against Sanity or, through groq-js, the embedded dataset. A post is live once its
// publishedAt has come (by the content service's clock, now()); the editor's preview shows scheduled posts too.
import { defineQuery } from 'next-sanity';
import { unaddressableQuery } from '@/lib/content/lookup';
import { seoProjection } from '@/sanity/schema-types/seo';

const categoryFields = /* groq */ `_id, title, "slug": slug.current, description`;

// pt::text joins blocks with a blank line: words are split by spaces, and each block boundary adds one.
const wordCount = /* groq */ `length(string::split(pt::text(body), " ")) + length(string::split(pt::text(body), "\n\n")) - 1`;

const postFields = /* groq */ `
  _id,
  title,
  slug{ current },
  excerpt,
  publishedAt,
  _updatedAt,
  mainImage{ alt, asset->{ url } },
  author->{ name, image{ asset->{ url } } },
  categories[]->{ ${categoryFields} },
  "words": ${wordCount}
`;

const sizedAsset = /* groq */ `asset->{ url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }`;

// Images and posters get their files' sizes. Only an array is projected: a body that is not one stays as it is,
// so the schema refuses it (a projection would turn it into null, an empty body).
const bodyField = /* groq */ `"body": select(count(body) >= 0 => body[]{
  ...,
  _type == "image" => { "asset": ${sizedAsset} },
  _type == "video" => { poster{ alt, "asset": ${sizedAsset} } }
}, body)`;

/** A publishedAt that is not a date counts as come: the post is read, and its schema names the fault. */
export const livePost = /* groq */ `_type == "post" && defined(publishedAt) && coalesce(dateTime(publishedAt) <= dateTime(now()), true)`;
const anyPost = /* groq */ `_type == "post" && defined(publishedAt)`;
/** Dated in the future: not live yet. */
export const scheduledPost = /* groq */ `${anyPost} && dateTime(publishedAt) > dateTime(now())` as const;

export const postsOnBlog = 6;
/** The archive's pages and each category's pages list this many, as /blog does. */
export const postsPerPage = postsOnBlog;

/** The newest posts: what the webhook and the health check ask to see that the content service answers. */
export const postsQuery = defineQuery(`
  *[${livePost}] | order(publishedAt desc) [0...12] { ${postFields} }
`);
/** By slug, or by id for a post without one, with its body and its SEO (the lists read neither); `unaddressable` says
 * whether a null is certain (lib/content/lookup.ts).
 * Written out twice, not made by a function: TypeGen reads a query only when it is a string it can see. */
export const postQuery = defineQuery(`{
  "doc": *[${livePost} && (slug.current == $slug || (!defined(slug.current) && _id == $slug))][0] {
    ${postFields},
    ${bodyField},
    ${seoProjection}
  },
  "unaddressable": ${unaddressableQuery('post')}
}`);
export const postPreviewQuery = defineQuery(`{
  "doc": *[_type == "post" && (slug.current == $slug || (!defined(slug.current) && _id == $slug))][0] {
    ${postFields},
    ${bodyField},
    ${seoProjection}
  },
  "unaddressable": ${unaddressableQuery('post')}
}`);

/** Every live post, newest first: the archive, categories, related posts, the feed and the sitemap (which leaves
 * out a post its SEO keeps from search engines). */
export const postIndexQuery = defineQuery(`
  *[${livePost}] | order(publishedAt desc) { ${postFields}, "noIndex": seo.noIndex }
`);
export const postIndexPreviewQuery = defineQuery(`
  *[${anyPost}] | order(publishedAt desc) { ${postFields}, "noIndex": seo.noIndex }
`);

/**
 * The publication times that matter to the caches: the scheduled ones still to come, and those passed within the
 * last hour (a list read before one passed is out of date). lib/blog/schedule.ts turns them into a lifetime.
 */
export const postScheduleQuery = defineQuery(`
  *[${anyPost} && dateTime(publishedAt) > dateTime(now()) - 3600] | order(publishedAt asc).publishedAt
`);
