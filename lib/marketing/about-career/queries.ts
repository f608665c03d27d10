// GROQ for the about and career page documents, read by their fixed ids.
import { defineQuery } from 'next-sanity';
import { aboutCareerSingletonIds as ids } from '@/lib/marketing/about-career/limits';
import { seoProjection } from '@/lib/marketing/queries';

const founderPhoto = /* groq */ `"photo": select(defined(photo.asset) => {
  "url": photo.asset->url,
  "width": photo.asset->metadata.dimensions.width,
  "height": photo.asset->metadata.dimensions.height,
  "alt": photo.alt,
  "hotspot": photo.hotspot{ x, y }
}, null)`;

export const aboutPageQuery = defineQuery(`*[_id == "${ids.aboutPage}"][0]{
  _id, ${seoProjection}, badge, title, lead,
  story{ title, paragraphs }, mission{ title, text },
  foundersTitle, foundersLead, founders[]{ name, role, bio, profileUrl, profileLabel, ${founderPhoto} },
  valuesTitle, values[]{ title, text },
  whyChoose{ title, specialisation{ title, text }, guarantees[]{ value, title, text } },
  faqTitle, faq[]{ question, answer }, cta{ title, text, label, note }
}`);

export const careerPageQuery = defineQuery(`*[_id == "${ids.careerPage}"][0]{
  _id, ${seoProjection}, title, lead, openingsTitle, openingsLead, noOpenings, requirementsTitle, applyLabel,
  perksTitle, perks[]{ title, text }, inquiry{ title, text, label }
}`);
