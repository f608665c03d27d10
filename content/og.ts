// Words on the generated default Open Graph image.
export const ogImage = {
  headline: 'Videos that turn SaaS visitors into trials',
  subline: '14-day process · 30-day performance guarantee · Lisbon, worldwide',
};
