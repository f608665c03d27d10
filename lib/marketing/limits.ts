// The limits of the documents marketers edit (pricing, the special offer, testimonials, a page's SEO), shared
// by lib/marketing/schemas.ts and the Studio (tests/unit/studio-rules.test.ts checks they agree). No imports
// from the app: the Studio loads this file.
import { aboutCareerSingletonIds } from './about-career/limits';
import { clientLogosId } from './logos/limits';
import { homePageIds } from './home/limits';
import { servicePageIds } from './service-pages/limits';

export const seoLimits = {
  titleMax: 70, // search results cut a longer title; the site name is appended
  descriptionMax: 200,
  imageAltMax: 160,
} as const;

export const pricingLimits = {
  badgeMax: 30,
  titleMax: 80,
  leadMax: 300,
  planNameMax: 30,
  priceMax: 30, // shown as written: '$499', 'Price on demand'
  periodMax: 30,
  planDescriptionMax: 160,
  featureMax: 80,
  featuresMin: 1,
  featuresMax: 8, // a card stays shorter than a phone's screen
  ctaMax: 40,
  plansMin: 1,
  plansMax: 3, // the grid has three columns at most
  ctaTextMax: 300,
} as const;

export const offerLimits = {
  headlineMax: 60,
  textMax: 200,
  priceMax: 20,
  partnerMax: 60,
  videoTitleMax: 80,
  videosMin: 1,
  videosMax: 3, // the dialog shows them in one row of three
  ctaLabelMax: 40,
} as const;

export const testimonialLimits = {
  companyMax: 60,
  nameMax: 80,
  roleMax: 80,
  quoteMax: 300, // a card in the carousel: longer quotes push the author off a phone's screen
} as const;

/** The tint of a testimonial's title card behind the play button. */
export const testimonialTints = ['indigo', 'amber', 'emerald', 'rose'] as const;
export type TestimonialTint = (typeof testimonialTints)[number];

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

export const claimLimits = {
  valueMax: 12, // a figure, shown as written: '30', '150+', '3-5x'
} as const;

/** `{name}` in a text: a claim's placeholder. */
export const claimPlaceholder = /\{(\w+)\}/g;

/** The singletons' document ids (each its type's name): one document each, which the Studio cannot duplicate or
 * delete. The pages' own limits files name theirs. */
export const singletonIds = {
  siteSettings: 'siteSettings',
  pricingPage: 'pricingPage',
  specialOffer: 'specialOffer',
  ...aboutCareerSingletonIds,
  ...servicePageIds,
  ...clientLogosId,
  ...homePageIds,
} as const;
