// GROQ for the service pages' documents, each read by its fixed id. An array item's _key is its id on the page.
import { defineQuery } from 'next-sanity';
import { servicePageIds } from '@/lib/marketing/service-pages/limits';
import { seoProjection } from '@/lib/marketing/queries';

const heroProjection = /* groq */ `_id, ${seoProjection}, badge, title`;
const statsProjection = /* groq */ `stats[]{ value, label }`;
const cardsProjection = /* groq */ `{ title, lead, items[]{ title, text } }`;
const stepsProjection = /* groq */ `{ title, lead, items[]{ title, timeline, text } }`;
const videoSamplesProjection = /* groq */ `{ title, lead, items[]{ _key, title, subtitle, mediaId } }`;
const ctaProjection = /* groq */ `cta{ title, text, label, note }`;

export const shortsPageQuery =
  defineQuery(`*[_type == "${servicePageIds.shortsPage}" && _id == "${servicePageIds.shortsPage}"][0]{
  ${heroProjection}, lead, ${statsProjection},
  samples{ title, lead, badge, items[]{ _key, title, company, duration, mediaId } },
  why${cardsProjection}, practices${cardsProjection}, platforms{ title, lead, items[]{ name, text } },
  ${ctaProjection}
}`);

export const productDemoVideosPageQuery =
  defineQuery(`*[_type == "${servicePageIds.productDemoVideosPage}" && _id == "${servicePageIds.productDemoVideosPage}"][0]{
  ${heroProjection}, lead, ${statsProjection},
  included${cardsProjection}, modes{ title, lead, items[]{ title, text, points } }, process${stepsProjection},
  samples${videoSamplesProjection}, pricing{ title, text, label },
  ${ctaProjection}
}`);

export const videoProductionPageQuery =
  defineQuery(`*[_type == "${servicePageIds.videoProductionPage}" && _id == "${servicePageIds.videoProductionPage}"][0]{
  ${heroProjection}, intro,
  showcase${videoSamplesProjection}, different${cardsProjection}, steps${stepsProjection},
  ${ctaProjection}
}`);
