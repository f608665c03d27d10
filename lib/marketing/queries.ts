// GROQ for the documents marketers edit. The singletons are read by their fixed ids.
import { defineQuery } from 'next-sanity';
import { singletonIds } from '@/lib/marketing/limits';

/** A page's SEO fields; an image without a file counts as none. */
export const seoProjection = `seo{
  title, description, noIndex,
  "image": select(defined(image.asset) => {
    "url": image.asset->url,
    "width": image.asset->metadata.dimensions.width,
    "height": image.asset->metadata.dimensions.height,
    "alt": image.alt
  }, null)
}`;

export const pricingPageQuery =
  defineQuery(`*[_type == "${singletonIds.pricingPage}" && _id == "${singletonIds.pricingPage}"][0]{
  _id, ${seoProjection}, badge, title, lead, plansTitle, plansLead, popularBadge,
  plans[]{ name, price, period, description, features, popular, cta },
  faqTitle, faqLead, faq[]{ question, answer }, finalCta{ title, text, label }
}`);

export const specialOfferQuery =
  defineQuery(`*[_type == "${singletonIds.specialOffer}" && _id == "${singletonIds.specialOffer}"][0]{
  _id, enabled, headline, text, regularPrice, offerPrice, partner, videos[]{ mediaId, title }, cta{ label, href }, endsAt
}`);

export const testimonialsQuery =
  defineQuery(`*[_type == "testimonial"] | order(coalesce(order, 1000) asc, _createdAt asc) {
  _id, company, authorName, authorRole, profileUrl, quote, tint, duration, mediaId
}`);

export const siteSettingsQuery =
  defineQuery(`*[_type == "${singletonIds.siteSettings}" && _id == "${singletonIds.siteSettings}"][0]{
  _id, bookingUrl, socialUrl, professionalNetworkUrl, email{ hello, careers }, claims
}`);
