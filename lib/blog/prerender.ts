// Which posts a build renders before any visitor asks. The export has no server: every post, or it has no page.
// The server build renders the newest ones, those /blog and its second page list, and any other on its first
// request (Next's default for an address generateStaticParams left out, `dynamicParams`), cached from then on like
// a prerendered page: each post rendered in the build costs every build about 0.06 s (its page and its share
// image), which on a blog of hundreds of posts is most of the build (docs/performance.md, "Build time as the blog
// grows"). An unknown address is not-found either way (docs/decisions/0024-no-cache-entry-for-an-unknown-address.md).
// No imports: the end-to-end tests read it too.

/** The newest posts the server build renders ahead: /blog's six and its second page's (postsOnBlog, twice). */
export const serverPrerenderedPosts = 12;

/** Of the index's posts (newest first), those the build renders: all in the export, the newest in the server build. */
export const postsToPrerender = <P>(posts: P[], isExport: boolean): P[] =>
  isExport ? posts : posts.slice(0, serverPrerenderedPosts);
