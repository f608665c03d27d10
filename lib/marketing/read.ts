// The documents marketers edit, through the content layer (lib/content/load.ts): parsed, cached, tagged for the
// publish webhook. The pricing page is a singleton (lib/marketing/singleton.ts) that quotes the claims
// (lib/marketing/claims.ts), its plans at the prices in effect; the settings have their own file
// (lib/marketing/settings.ts).
import 'server-only';
import { cache } from 'react';
import { contentRevalidateSeconds, offerTag, pricingTag, testimonialsTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { singletonIds } from '@/lib/marketing/limits';
import { offerLifetime } from '@/lib/marketing/offer';
import { pricesInEffect, pricingLifetime } from '@/lib/marketing/prices';
import { specialOfferQuery, testimonialsQuery } from '@/lib/marketing/queries';
import { pricingPageSchema, specialOfferSchema, testimonialSchema, type PricingPage } from '@/lib/marketing/schemas';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { pricingPageQuery } from '@/sanity/schema-types/pricing-page';

const pricingRead = {
  id: singletonIds.pricingPage,
  schema: pricingPageSchema,
  query: pricingPageQuery,
  tag: pricingTag,
  what: 'the pricing page',
  studio: 'Pricing',
};
const storedPricingPage = withClaims(singletonReader(pricingRead));

/**
 * The pricing page with each plan at the price in effect now (lib/marketing/prices.ts), for every page that shows
 * plans. A next price comes with no webhook: as the offer's start, the published read is read again with a lifetime
 * that ends at the next change (pricingLifetime), so a page showing plans, which regenerates as early as its
 * shortest read says, shows the new price at its first visit after that time. The document itself does not change
 * then: the price is chosen at the render.
 */
const pricing = cache(async (preview: boolean): Promise<PricingPage> => {
  const doc = await storedPricingPage({ preview });
  const now = Date.now();
  const lifetime = pricingLifetime(doc, now);
  if (!preview && lifetime < contentRevalidateSeconds) {
    const { id, schema, query, tag, what } = pricingRead;
    // The same cached entry (its key and query), read again with the shorter lifetime, which the page then takes.
    await loadDocument(schema, { key: id, query, tags: [tag], what, revalidate: lifetime });
  }
  return pricesInEffect(doc, now);
});

export const getPricingPage = ({ preview = false }: { preview?: boolean } = {}) => pricing(preview);

/**
 * No document: no offer (a new project that has not imported the dataset shows none). Its start and end come with
 * no webhook: a published read is cached only until the next of them (offerLifetime), so the home page, which
 * regenerates as early as its shortest read says, shows or hides the offer at its first visit after that time.
 */
const offer = cache(async (preview: boolean) => {
  const read = (revalidate?: number) =>
    loadDocument(specialOfferSchema, {
      key: 'special-offer',
      query: specialOfferQuery,
      tags: [offerTag],
      what: 'the special offer',
      preview,
      revalidate,
    });
  const doc = await read();
  if (preview || doc === null) return doc;
  const lifetime = offerLifetime(doc);
  // The same cached entry, read again with the shorter lifetime, which the page's regeneration then takes.
  return lifetime < contentRevalidateSeconds ? read(lifetime) : doc;
});

export const getSpecialOffer = ({ preview = false }: { preview?: boolean } = {}) => offer(preview);

const testimonials = cache((preview: boolean) =>
  loadDocuments(testimonialSchema, {
    key: 'testimonials',
    query: testimonialsQuery,
    tags: [testimonialsTag],
    what: 'the testimonials',
    preview,
  }),
);

export const getTestimonials = ({ preview = false }: { preview?: boolean } = {}) => testimonials(preview);
