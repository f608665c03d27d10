// The documents marketers edit, through the content layer (lib/content/load.ts): parsed, cached, tagged for the
// publish webhook. The settings and the pricing page are singletons (lib/marketing/singleton.ts).
import 'server-only';
import { cache } from 'react';
import { offerTag, pricingTag, settingsTag, testimonialsTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { singletonIds } from '@/lib/marketing/limits';
import { pricingPageQuery, siteSettingsQuery, specialOfferQuery, testimonialsQuery } from '@/lib/marketing/queries';
import { pricingPageSchema, siteSettingsSchema, specialOfferSchema, testimonialSchema } from '@/lib/marketing/schemas';
import { singletonReader } from '@/lib/marketing/singleton';

export const getSiteSettings = singletonReader({
  id: singletonIds.siteSettings,
  schema: siteSettingsSchema,
  query: siteSettingsQuery,
  tag: settingsTag,
  what: 'the site settings',
  studio: 'Settings',
});

export const getPricingPage = singletonReader({
  id: singletonIds.pricingPage,
  schema: pricingPageSchema,
  query: pricingPageQuery,
  tag: pricingTag,
  what: 'the pricing page',
  studio: 'Pricing',
});

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
