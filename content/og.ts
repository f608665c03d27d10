// Words on the generated Open Graph images: the site's default, and the line above a post's or case study's title.
export const ogImage = {
  headline: 'Videos that turn SaaS visitors into trials',
  subline: '14-day process · 30-day performance guarantee · Lisbon, worldwide',
};

export const ogImageKickers = { post: 'Blog', caseStudy: 'Case study' } as const;
