// The projections the three service pages' queries share (each query is in its page's file, beside the fields it
// reads): the hero with its SEO, the headline numbers, a section of cards, of steps or of videos, and the closing
// call. An array item's _key is its id on the page.
import { seoProjection } from './seo';

export const heroProjection = /* groq */ `_id, ${seoProjection}, badge, title`;
export const statsProjection = /* groq */ `stats[]{ value, label }`;
export const cardsProjection = /* groq */ `{ title, lead, items[]{ title, text } }`;
export const stepsProjection = /* groq */ `{ title, lead, items[]{ title, timeline, text } }`;
export const videoSamplesProjection = /* groq */ `{ title, lead, items[]{ _key, title, subtitle, mediaId } }`;
export const ctaProjection = /* groq */ `cta{ title, text, label, note }`;
