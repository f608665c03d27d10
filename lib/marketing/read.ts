// The documents marketers edit, through the content layer (lib/content/load.ts): parsed, cached, tagged for the
// publish webhook. A missing singleton is a fault, not an empty page: the last good page stays.
import 'server-only';
import { cache } from 'react';
import { offerTag, pricingTag, testimonialsTag } from '@/lib/content/config';
import { ContentFault, logOnce } from '@/lib/content/faults';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { pricingPageQuery, specialOfferQuery, testimonialsQuery } from '@/lib/marketing/queries';
import { pricingPageSchema, specialOfferSchema, testimonialSchema } from '@/lib/marketing/schemas';

const pricing = cache(async (preview: boolean) => {
  const page = await loadDocument(pricingPageSchema, {
    key: 'pricing-page',
    query: pricingPageQuery,
    tags: [pricingTag],
    what: 'the pricing page',
    preview,
  });
  if (page) return page;
  const fault = new ContentFault('malformed', 'the pricing page: no document "pricingPage" (the Studio\'s Pricing)');
  logOnce(`[content] ${fault.message}`);
  throw fault;
});

export const getPricingPage = ({ preview = false }: { preview?: boolean } = {}) => pricing(preview);

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
