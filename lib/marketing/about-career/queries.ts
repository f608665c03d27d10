// GROQ for the about and career page documents, read by their fixed ids (aboutCareerSingletonIds), written out
// so that TypeGen can read the queries.
import { defineQuery } from 'next-sanity';
import { seoProjection } from '@/lib/marketing/queries';

const founderPhoto = /* groq */ `"photo": select(defined(photo.asset) => {
  "url": photo.asset->url,
  "width": photo.asset->metadata.dimensions.width,
  "height": photo.asset->metadata.dimensions.height,
  "alt": photo.alt,
  "hotspot": photo.hotspot{ x, y }
}, null)`;

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id, ${seoProjection}, badge, title, lead,
  story{ title, paragraphs }, mission{ title, text },
  foundersTitle, foundersLead, founders[]{ name, role, bio, profileUrl, profileLabel, ${founderPhoto} },
  valuesTitle, values[]{ title, text },
  whyChoose{ title, specialisation{ title, text }, guarantees[]{ value, title, text } },
  faqTitle, faq[]{ question, answer }, cta{ title, text, label, note }
}`);

export const careerPageQuery = defineQuery(`*[_type == "careerPage" && _id == "careerPage"][0]{
  _id, ${seoProjection}, badge, title, lead, openingsTitle, openingsLead, noOpenings, requirementsTitle, applyLabel,
  perksTitle, perks[]{ title, text }, inquiry{ title, text, label }
}`);
