// Constants shared by the content layer, the webhook and the pages: API version, cache tags,
// revalidation time.

/** Sanity API version the queries are written against. */
export const apiVersion = '2025-07-23';

/** Time-based revalidation of content pages in the server build, in seconds: a safety net behind
 * the publish webhook (and what picks up author edits, which the webhook does not send). */
export const contentRevalidateSeconds = 3600;

/** Cache tags, which the publish webhook revalidates: a list (with the sitemap, the feed, the
 * static params) and one per document with a page. */
export const postsTag = 'blog:posts';
export const postTag = (segment: string) => `blog:post:${segment}`;
export const caseStudiesTag = 'case-studies';
export const caseStudyTag = (slug: string) => `case-study:${slug}`;
export const jobsTag = 'jobs';
