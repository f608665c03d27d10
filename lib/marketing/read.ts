// The documents marketers edit, through the content layer (lib/content/load.ts): parsed, cached, tagged for the
// publish webhook. The pricing page is a singleton (lib/marketing/singleton.ts) that quotes the claims
// (lib/marketing/claims.ts); the settings have their own file (lib/marketing/settings.ts).
import 'server-only';
import { cache } from 'react';
import { contentRevalidateSeconds, offerTag, pricingTag, testimonialsTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { singletonIds } from '@/lib/marketing/limits';
import { offerLifetime } from '@/lib/marketing/offer';
import { specialOfferQuery, testimonialsQuery } from '@/lib/marketing/queries';
import { pricingPageSchema, specialOfferSchema, testimonialSchema } from '@/lib/marketing/schemas';
import { withClaims } from '@/lib/marketing/claims';
import { singletonReader } from '@/lib/marketing/singleton';
import { pricingPageQuery } from '@/sanity/schema-types/pricing-page';

export const getPricingPage = withClaims(
  singletonReader({
    id: singletonIds.pricingPage,
    schema: pricingPageSchema,
    query: pricingPageQuery,
    tag: pricingTag,
    what: 'the pricing page',
    studio: 'Pricing',
  }),
);

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
