// A post's limits, shared by lib/blog/schemas.ts and the Studio (tests/unit/post-rules.test.ts checks they agree).

export const postLimits = {
  titleMax: 120, // a headline: cards clamp it to two lines
  excerptMax: 300, // the card summary and the post's lead: cards clamp it to three lines
  slugMax: 96, // the Studio generates slugs up to this length
  authorNameMax: 80,
} as const;
