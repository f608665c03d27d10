// zod schemas for the documents marketers edit, in the shapes the pages render; the Studio requires the same
// (lib/marketing/limits.ts). A page's words come from its document; what is behaviour stays in content/.
import { mediaIdSchema, pageSeoSchema, orUndefined, runningTimeSchema, webAddressSchema } from '@/lib/content/shapes';
import { boundedText, clean, optionalText } from '@/lib/content/text';
import {
  claimLimits,
  claimNames,
  offerLimits,
  type ClaimName,
  pricingLimits as limits,
  seoLimits,
  testimonialLimits,
  testimonialTints,
} from '@/lib/marketing/limits';
import { faqListSchema } from '@/lib/content/derive';
import { z } from '@/lib/zod';

export { pageSeoSchema, type PageSeoFields } from '@/lib/content/shapes';

const plan = z.object({
  name: boundedText(limits.planNameMax),
  price: boundedText(limits.priceMax),
  period: optionalText(limits.periodMax).transform(orUndefined),
  description: boundedText(limits.planDescriptionMax),
  features: z.array(boundedText(limits.featureMax)).min(limits.featuresMin).max(limits.featuresMax),
  popular: z.boolean().nullish().transform(Boolean),
  cta: boundedText(limits.ctaMax),
});
export type Plan = z.output<typeof plan>;

export const pricingPageSchema = z.object({
  _id: z.string(),
  seo: pageSeoSchema,
  badge: boundedText(limits.badgeMax),
  title: boundedText(limits.titleMax),
  lead: boundedText(limits.leadMax),
  plansTitle: boundedText(limits.titleMax),
  plansLead: boundedText(limits.leadMax),
  popularBadge: boundedText(limits.badgeMax),
  plans: z.array(plan).min(limits.plansMin).max(limits.plansMax),
  faqTitle: boundedText(limits.titleMax),
  faqLead: boundedText(limits.leadMax),
  faq: faqListSchema,
  finalCta: z.object({
    title: boundedText(limits.titleMax),
    text: boundedText(limits.ctaTextMax),
    label: boundedText(limits.ctaMax),
  }),
});
export type PricingPage = z.output<typeof pricingPageSchema>;

export const specialOfferSchema = z.object({
  _id: z.string(),
  /** Off: no popup and no header button. */
  enabled: z.boolean(),
  headline: boundedText(offerLimits.headlineMax),
  text: boundedText(offerLimits.textMax),
  regularPrice: boundedText(offerLimits.priceMax),
  offerPrice: boundedText(offerLimits.priceMax),
  partner: optionalText(offerLimits.partnerMax),
  videos: z
    .array(z.object({ mediaId: mediaIdSchema, title: boundedText(offerLimits.videoTitleMax) }))
    .min(offerLimits.videosMin)
    .max(offerLimits.videosMax),
  cta: z.object({ label: boundedText(offerLimits.ctaLabelMax), href: webAddressSchema }),
  /** A real end: the countdown runs to it, and the offer is gone after it. None: a 3-day countdown per visit. */
  endsAt: clean(z.iso.datetime({ offset: true }))
    .nullish()
    .transform((value) => value ?? null),
});
export type SpecialOfferDoc = z.output<typeof specialOfferSchema>;

export const testimonialSchema = z
  .object({
    _id: z.string(),
    company: boundedText(testimonialLimits.companyMax),
    authorName: boundedText(testimonialLimits.nameMax),
    authorRole: boundedText(testimonialLimits.roleMax),
    profileUrl: webAddressSchema,
    quote: boundedText(testimonialLimits.quoteMax),
    tint: clean(z.enum(testimonialTints)),
    duration: runningTimeSchema,
    mediaId: mediaIdSchema,
  })
  .transform((doc) => ({
    id: doc._id,
    company: doc.company,
    author: { name: doc.authorName, role: doc.authorRole, profileUrl: doc.profileUrl },
    quote: doc.quote,
    thumbnailStyle: doc.tint,
    duration: doc.duration,
    mediaId: doc.mediaId,
  }));
export type Testimonial = z.output<typeof testimonialSchema>;

const https = clean(z.url({ protocol: /^https$/, error: 'an https address' }));
const email = clean(z.email({ error: 'an e-mail address' }));

/** A claim's value, without the preview's stega marks: it is set inside other texts, which carry their own. */
const claim = clean(boundedText(claimLimits.valueMax));

/** What every page shows of the agency: where a call is booked, its profiles and its addresses. */
export const siteSettingsSchema = z.object({
  _id: z.string(),
  /** The discovery call on the scheduling service: every booking button (with its UTM tags). */
  bookingUrl: https,
  socialUrl: https,
  professionalNetworkUrl: https,
  email: z.object({ hello: email, careers: email }),
  /** Every page quotes these as `{name}` (lib/marketing/claims.ts). */
  claims: z.object(Object.fromEntries(claimNames.map((name) => [name, claim])) as Record<ClaimName, typeof claim>),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
