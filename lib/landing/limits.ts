// What a landing page's Studio definition (sanity/schema-types/landing-page.ts) and the site's parser
// (lib/landing/schemas.ts) both apply and cannot derive one from the other: the number of sections, their kinds and
// order, the addresses a page may take, its own booking link and campaign tag, its chosen testimonials and the time it
// goes live. The fields' own limits are in the Studio definitions. No imports from
// the app: the Studio loads this file (content/routes.ts is plain data, lib/content/rules.ts has no imports).
import { staticRoutes } from '../../content/routes';
import { httpsProblem } from '../content/rules';

export const landingLimits = {
  slugMax: 96, // what the Studio's slug generator makes at most
  sectionsMin: 1,
  sectionsMax: 12,
  campaignMax: 60, // a UTM campaign tag
} as const;

/** Each section's type in the document and its name in the Studio. */
export const landingSectionTitles = {
  heroSection: 'Hero',
  videoShowcaseSection: 'Video showcase',
  servicesSection: 'Services',
  testimonialsSection: 'Testimonials',
  processSection: 'Process',
  statsSection: 'Stats',
  pricingSection: 'Pricing',
  faqSection: 'FAQ',
  logosSection: 'Client logos',
  callToActionSection: 'Call to action',
} as const;
export type LandingSectionType = keyof typeof landingSectionTitles;
export const landingSectionTypes = Object.keys(landingSectionTitles) as LandingSectionType[];

/** The only section a page may hold twice: the others carry fixed anchors, and a page has one FAQ for search. */
const repeatable: readonly string[] = ['callToActionSection'];

/** What is wrong with the order of a page's sections (their `_type`s), or null. */
export function sectionsProblem(types: readonly unknown[]): string | null {
  if (types.length === 0) return null; // the count rule says so
  if (types[0] !== 'heroSection') return 'The page starts with a hero: its title is the page’s heading.';
  const seen = new Set<unknown>();
  for (const type of types) {
    if (seen.has(type) && !repeatable.includes(type as string)) {
      const title = landingSectionTitles[type as LandingSectionType] ?? String(type);
      return `One ${title} section per page: remove the second.`;
    }
    seen.add(type);
  }
  return null;
}

export const landingSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * First segments the site already answers at, so no landing page may take one: the page routes of
 * content/routes.ts, the other folders of app/ (with their route groups' contents), Next's metadata files, what
 * public/ holds at its top, and the names Next and the export write themselves (index.html, 404.html).
 * tests/unit/landing-pages.test.ts walks app/ and public/ to prove none is missing.
 */
export const reservedSegments: readonly string[] = [
  ...new Set([
    ...staticRoutes.map((route) => route.path.split('/')[1]!).filter(Boolean),
    ...['blog', 'case-studies', 'api', 'studio', 'preview', 'og'],
    ...['sitemap', 'robots', 'manifest', 'icon', 'apple-icon', 'favicon', 'opengraph-image', 'twitter-image'],
    ...['logos', 'posters'],
    ...['index', '404', '500', '_next', '_not-found'],
  ]),
];

/** What is wrong with a landing page's address, or null. */
export function landingSlugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug === '') return 'A landing page needs an address.';
  if (slug.length > landingLimits.slugMax) return `At most ${landingLimits.slugMax} characters.`;
  if (!landingSlugPattern.test(slug))
    return 'Lowercase letters, digits and single dashes only, like webinar-offer: one part of an address.';
  if (reservedSegments.includes(slug)) return `The site already has a page at /${slug}: choose another address.`;
  return null;
}

export const isLandingSlug = (slug: unknown): slug is string => landingSlugProblem(slug) === null;

/** The Studio's address from a page's title: 'Webinar Offer: Q3!' → 'webinar-offer-q3'. */
export const landingSlugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // the accents NFKD split off
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, landingLimits.slugMax)
    .replace(/^-+|-+$/g, '');

/** A campaign tag as analytics and the scheduling service keep it: lowercase, no spaces. */
export const landingCampaignPattern = /^[a-z0-9_-]+$/;

/** What is wrong with a page's own campaign tag, or null; empty is no tag of its own (its address is the tag). */
export function landingCampaignProblem(campaign: unknown): string | null {
  if (campaign === undefined || campaign === null || campaign === '') return null;
  if (typeof campaign !== 'string' || !landingCampaignPattern.test(campaign))
    return 'Lowercase letters, digits, dashes and underscores only, like webinar_q3.';
  if (campaign.length > landingLimits.campaignMax) return `At most ${landingLimits.campaignMax} characters.`;
  return null;
}

/** What is wrong with a page's own booking link, or null; empty is no link of its own (the settings' is used). */
export const landingBookingUrlProblem = (url: unknown): string | null =>
  url === undefined || url === null || url === ''
    ? null
    : httpsProblem(url, 'A full address that starts with https://, like https://cal.com/your-team/webinar.');

/** What is wrong with a testimonials section's chosen testimonials (their references' ids), or null; none chosen
 * shows them all. */
export function chosenTestimonialsProblem(ids: readonly unknown[] | null | undefined): string | null {
  const seen = new Set<unknown>();
  for (const id of ids ?? []) {
    if (seen.has(id)) return 'Each testimonial once: one of them is chosen twice.';
    seen.add(id);
  }
  return null;
}
