// Sanity schema: the /product-demo-videos page's words and videos (hero, highlights, what's included, production
// modes, the process, samples, the pricing card, closing call to action, SEO); one document, edited as the Studio's
// Product demo videos, and the query the site reads it with. The site's parser is derived from it
// (productDemoVideosPageSchema in lib/marketing/service-pages/schemas.ts): a page the site would refuse cannot be
// published.
import { PresentationIcon } from '@sanity/icons/Presentation';
import { defineQuery } from 'groq';
import { servicePageIds } from '../../lib/marketing/service-pages/limits';
import { group, listedItem, line, lineItem, list, paragraph } from '../fields/text';
import {
  cardsSection,
  items,
  leadAndNumbers,
  section,
  servicePage,
  stepsSection,
  videosSection,
} from './service-page-parts';
import {
  cardsProjection,
  ctaProjection,
  heroProjection,
  statsProjection,
  stepsProjection,
  videoSamplesProjection,
} from './service-page-projections';

const point = lineItem(80, 'Write the line, or remove it.');

const productionMode = listedItem({ name: 'productionMode', title: 'Mode' }, [
  line('title', 60, 'The mode’s name.'),
  paragraph('text', 240, 'How it works.'),
  list('points', [point], ['line', 'lines'], [1, 6], { description: 'Ticked lines under the text.' }),
]);

export const productDemoVideosPage = servicePage('productDemoVideosPage', 'Product demo videos', PresentationIcon, {
  tabs: { sections: 'Sections', samples: 'Samples' },
  fields: [
    ...leadAndNumbers,
    cardsSection('included', 'What’s included'),
    section('modes', 'Production modes', 'sections', [items([productionMode], ['mode', 'modes'], [1, 4])]),
    stepsSection('process', 'Process'),
    videosSection('samples', 'Samples', 'samples', 'Three'),
    group(
      'pricing',
      [
        line('title', 80, 'Its title.'),
        paragraph('text', 200, 'A line under its title.', { rows: 2 }),
        line('label', 40, 'The button’s label.', { title: 'Button label' }),
      ],
      'The pricing card.',
      {
        title: 'Pricing card',
        group: 'samples',
        description: 'The card under the samples; its button opens the pricing page.',
      },
    ),
  ],
});

export const productDemoVideosPageQuery =
  defineQuery(`*[_type == "${servicePageIds.productDemoVideosPage}" && _id == "${servicePageIds.productDemoVideosPage}"][0]{
  ${heroProjection}, lead, ${statsProjection},
  included${cardsProjection}, modes{ title, lead, items[]{ title, text, points } }, process${stepsProjection},
  samples${videoSamplesProjection}, pricing{ title, text, label },
  ${ctaProjection}
}`);
