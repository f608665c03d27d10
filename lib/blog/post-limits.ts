// What the site requires of a post, stated once for both sides of the publish: the site's schema
// (lib/blog/schemas.ts) refuses a post outside these limits, and the Studio's validation
// (sanity/schema-types/post.ts) stops an editor from publishing one, with a message that says
// which. tests/unit/post-rules.test.ts checks that the two agree field by field.

export const postLimits = {
  /** A headline, not a paragraph: cards clamp it to two lines. */
  titleMax: 120,
  /** The card summary and the post's lead paragraph (cards clamp it to three lines). */
  excerptMax: 300,
  /** The address segment; the Studio generates slugs up to this length. */
  slugMax: 96,
  authorNameMax: 80,
} as const;
