// GROQ for the documents marketers edit. The singletons are read by their fixed ids; the pages' own queries live
// beside their Studio definitions (sanity/schema-types/), which load this file: defineQuery from groq, no app imports.
import { defineQuery } from 'groq';
import { singletonIds } from './limits';

export const specialOfferQuery =
  defineQuery(`*[_type == "${singletonIds.specialOffer}" && _id == "${singletonIds.specialOffer}"][0]{
  _id, enabled, eyebrow, headline, text, regularPrice, offerPrice, partner, videos[]{ mediaId, title }, cta{ label, href },
  delaySeconds, startsAt, endsAt
}`);

export const testimonialsQuery =
  defineQuery(`*[_type == "testimonial"] | order(coalesce(order, 1000) asc, _createdAt asc) {
  _id, company, authorName, authorRole, profileUrl, quote, tint, duration, mediaId
}`);

export const siteSettingsQuery =
  defineQuery(`*[_type == "${singletonIds.siteSettings}" && _id == "${singletonIds.siteSettings}"][0]{
  _id, bookingUrl, bookingLabel, bookingNote, backLabel, pricingLabel, socialUrl, professionalNetworkUrl,
  email{ hello, careers }, legalEffectiveDate, claims
}`);
