// Sanity schema: the /video-production page's words and videos (hero, signature work, why we're different, the
// steps, closing call to action, SEO); one document, edited as the Studio's Video production, and the query the site
// reads it with. The site's parser is derived from it (videoProductionPageSchema in
// lib/marketing/service-pages/schemas.ts): a page the site would refuse cannot be published.
import { VideoIcon } from '@sanity/icons/Video';
import { defineQuery } from 'groq';
import { servicePageIds } from '../../lib/marketing/service-pages/limits';
import { list, paragraphItem } from '../fields/text';
import { cardsSection, servicePage, stepsSection, videosSection } from './service-page-parts';
import {
  cardsProjection,
  ctaProjection,
  heroProjection,
  stepsProjection,
  videoSamplesProjection,
} from './service-page-projections';

const introParagraph = paragraphItem(400, 'Write the paragraph, or remove it.');

export const videoProductionPage = servicePage('videoProductionPage', 'Video production', VideoIcon, {
  tabs: { work: 'Signature work', sections: 'Sections' },
  fields: [
    list('intro', [introParagraph], ['paragraph', 'paragraphs'], [1, 4], {
      title: 'Paragraphs',
      group: 'hero',
      description: 'Under the title; the first is set larger.',
    }),
    videosSection('showcase', 'Signature work', 'work', 'Two'),
    cardsSection('different', 'Why we’re different'),
    stepsSection('steps', 'How it works'),
  ],
});

export const videoProductionPageQuery =
  defineQuery(`*[_type == "${servicePageIds.videoProductionPage}" && _id == "${servicePageIds.videoProductionPage}"][0]{
  ${heroProjection}, intro,
  showcase${videoSamplesProjection}, different${cardsProjection}, steps${stepsProjection},
  ${ctaProjection}
}`);
