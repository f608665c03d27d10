// Words on the generated Open Graph images: the site's default, and the line above a post's or case study's title.
// The default's subline quotes the settings' claims (lib/marketing/claims.ts).
export const ogImage = {
  headline: 'Videos that turn SaaS visitors into trials',
  subline: '{process}-day process · {guarantee}-day performance guarantee · Lisbon, worldwide',
};

export const ogImageKickers = { post: 'Blog', caseStudy: 'Case study' } as const;
