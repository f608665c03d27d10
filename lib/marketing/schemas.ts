// zod schemas for the documents marketers edit, in the shapes the pages render, derived from their Studio
// definitions (sanity/schema-types/): what the Studio cannot say (switches, dates, tints, the settings' addresses,
// the shapes the components take) is written here. A page's words come from its document; what is behaviour stays
// in content/.
import { orUndefined } from '@/lib/content/shapes';
import { clean } from '@/lib/content/text';
import { claimNames, type ClaimName, testimonialTints } from '@/lib/marketing/limits';
import { derive, documentParser } from '@/lib/content/derive';
import { z } from '@/lib/zod';
import { siteShape } from '@/sanity/fields/site-shape';
import { nextPrice as nextPriceField, plan as planItem, pricingPage } from '@/sanity/schema-types/pricing-page';
import { claims as claimsField, siteSettings } from '@/sanity/schema-types/site-settings';
import { offerDelay, specialOffer } from '@/sanity/schema-types/special-offer';
import { testimonial } from '@/sanity/schema-types/testimonial';

export { pageSeoSchema, type PageSeoFields } from '@/lib/content/shapes';

// derive(…).shape, not fieldsOf(…): fieldsOf's declared type loses the fields' names.
const planFields = derive(planItem).shape;
const nextPriceFields = derive(nextPriceField).shape;
/** A price the card shows from `from` on (lib/marketing/prices.ts); no period of its own: the plan's stays. */
const nextPrice = z.object({
  ...nextPriceFields,
  period: nextPriceFields.period.transform(orUndefined),
  from: clean(z.iso.datetime({ offset: true })),
});
const storedPlan = z.object({
  ...planFields,
  period: planFields.period.transform(orUndefined),
  popular: z.boolean().nullish().transform(Boolean),
  nextPrice: nextPrice.nullish().transform((value) => value ?? null),
});
/** A plan as the document holds it: its price, and the next one if one is scheduled. */
export type StoredPlan = z.output<typeof storedPlan>;
/** A plan as a visitor sees it: the price in effect (lib/marketing/prices.ts). */
export type Plan = Omit<StoredPlan, 'nextPrice'>;

const plans = pricingPage[siteShape].fields.plans;

/** The pricing document as stored: each plan with its next price. The reader gives the page with the prices in
 * effect at its render (getPricingPage in lib/marketing/read.ts). */
export const pricingPageSchema = z.object({
  ...documentParser(pricingPage).shape,
  plans: z.array(storedPlan).min(plans.min).max(plans.max),
});
export type StoredPricingPage = z.output<typeof pricingPageSchema>;
/** The pricing page as a visitor sees it: each plan at the price in effect. */
export type PricingPage = Omit<StoredPricingPage, 'plans'> & { plans: Plan[] };

const offerTime = clean(z.iso.datetime({ offset: true }))
  .nullish()
  .transform((value) => value ?? null);

export const specialOfferSchema = z.object({
  ...documentParser(specialOffer).shape,
  /** Off: no popup and no header button. */
  enabled: z.boolean(),
  /** Seconds from the home page's load to the popup's opening by itself; none: the Studio's initial value. */
  delaySeconds: z
    .number()
    .int()
    .min(offerDelay.min)
    .max(offerDelay.max)
    .nullish()
    .transform((value) => value ?? offerDelay.initialSeconds),
  /** Before it, no offer (lib/marketing/offer.ts); none: live from publishing. */
  startsAt: offerTime,
  /** A real end: the countdown runs to it, and the offer is gone after it. None: a 3-day countdown per page view. */
  endsAt: offerTime,
});
export type SpecialOfferDoc = z.output<typeof specialOfferSchema>;

export const testimonialSchema = documentParser(testimonial)
  .extend({ tint: clean(z.enum(testimonialTints)) })
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
const claims = derive(claimsField).shape;
const claim = (name: ClaimName) => clean(claims[name]);

/** What every page shows of the agency: where a call is booked, its profiles and its addresses; derived, the shared
 * words a page shows where its document leaves its own empty (lib/marketing/shared-words.ts). */
export const siteSettingsSchema = documentParser(siteSettings).extend({
  /** The discovery call on the scheduling service: every booking button (with its UTM tags). */
  bookingUrl: https,
  socialUrl: https,
  professionalNetworkUrl: https,
  email: z.object({ hello: email, careers: email }),
  /** The legal pages' effective day, 'YYYY-MM-DD' (the Studio's date field); the pages write it in words. */
  legalEffectiveDate: clean(z.iso.date()),
  /** Every page quotes these as `{name}` (lib/marketing/claims.ts). */
  claims: z.object(
    Object.fromEntries(claimNames.map((name) => [name, claim(name)])) as Record<ClaimName, ReturnType<typeof claim>>,
  ),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
