// What the Studio and the site share of the documents marketers edit: a page's SEO limits (the seo type and
// pageSeoSchema in lib/content/shapes.ts), the testimonials' tints, the claims' names and the singletons' ids. The
// other limits are in the Studio definitions, from which the parsers are derived. No imports from the app: the
// Studio loads this file.
import { clientLogosId } from './logos/limits';
import { homePageIds } from './home/limits';
import { navigationId } from './navigation/limits';
import { servicePageIds } from './service-pages/limits';

export const seoLimits = {
  titleMax: 70, // search results cut a longer title; the site name is appended
  descriptionMax: 200,
  imageAltMax: 160,
} as const;

/** The tint of a testimonial's title card behind the play button. */
export const testimonialTints = ['indigo', 'amber', 'emerald', 'rose'] as const;

/** The claims the site quotes, kept once in the settings. Any text of a page document may quote one as
 * `{name}` (lib/marketing/claims.ts fills it in), so a changed number changes on every page at once. */
export const claimNames = [
  'guarantee',
  'process',
  'delivery',
  'conversion',
  'churn',
  'bounce',
  'multiplier',
  'approval',
  'founders',
  'companies',
  'roi',
] as const;
export type ClaimName = (typeof claimNames)[number];

/** `{name}` in a text: a claim's placeholder. */
export const claimPlaceholder = /\{(\w+)\}/g;

/** The singletons' document ids (each its type's name): one document each, which the Studio cannot duplicate or
 * delete. Some pages' own limits files name theirs, with what else the Studio and the site share of them. */
export const singletonIds = {
  siteSettings: 'siteSettings',
  ...navigationId,
  pricingPage: 'pricingPage',
  specialOffer: 'specialOffer',
  aboutPage: 'aboutPage',
  careerPage: 'careerPage',
  caseStudiesPage: 'caseStudiesPage',
  ...servicePageIds,
  ...clientLogosId,
  ...homePageIds,
  blogPage: 'blogPage',
  scriptGeneratorPage: 'scriptGeneratorPage',
  youtubeScriptGeneratorPage: 'youtubeScriptGeneratorPage',
  youtubeStrategyPage: 'youtubeStrategyPage',
} as const;
