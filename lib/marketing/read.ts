// The documents marketers edit, through the content layer (lib/content/load.ts): parsed, cached, tagged for the
// publish webhook. The pricing page is a singleton (lib/marketing/singleton.ts) that quotes the claims
// (lib/marketing/claims.ts); the settings have their own file (lib/marketing/settings.ts).
import 'server-only';
import { cache } from 'react';
import { offerTag, pricingTag, testimonialsTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { singletonIds } from '@/lib/marketing/limits';
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

/** No document: no offer (a new project that has not imported the dataset shows none). */
const offer = cache((preview: boolean) =>
  loadDocument(specialOfferSchema, {
    key: 'special-offer',
    query: specialOfferQuery,
    tags: [offerTag],
    what: 'the special offer',
    preview,
  }),
);

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
