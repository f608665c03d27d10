// Sanity schema: the /product-demo-videos page's words and videos (hero, highlights, what's included, production
// modes, the process, samples, the pricing card, closing call to action, SEO); one document, edited as the Studio's
// Product demo videos. Validation mirrors productDemoVideosPageSchema in lib/marketing/service-pages/schemas.ts: a
// page the site would refuse cannot be published.
import { PresentationIcon } from '@sanity/icons/Presentation';
import { servicePageLimits as limits } from '../../lib/marketing/service-pages/limits';
import { group, item, line, lineItem, list, paragraph } from '../fields/text';
import {
  cardsSection,
  items,
  leadAndNumbers,
  section,
  servicePage,
  stepsSection,
  videosSection,
} from './service-page-parts';

const point = lineItem(limits.pointMax, 'Write the line, or remove it.');

const productionMode = item(
  'productionMode',
  'Mode',
  [
    line('title', limits.cardTitleMax, 'The mode’s name.'),
    paragraph('text', limits.cardTextMax, 'How it works.'),
    list('points', [point], ['line', 'lines'], [limits.pointsMin, limits.pointsMax], {
      description: 'Ticked lines under the text.',
    }),
  ],
  { preview: { select: { title: 'title', subtitle: 'text' } } },
);

export const productDemoVideosPage = servicePage('productDemoVideosPage', 'Product demo videos', PresentationIcon, {
  tabs: { sections: 'Sections', samples: 'Samples' },
  fields: [
    ...leadAndNumbers,
    cardsSection('included', 'What’s included'),
    section('modes', 'Production modes', 'sections', [
      items([productionMode], ['mode', 'modes'], [limits.modesMin, limits.modesMax]),
    ]),
    stepsSection('process', 'Process'),
    videosSection('samples', 'Samples', 'samples', 'Three'),
    group(
      'pricing',
      [
        line('title', limits.sectionTitleMax, 'Its title.'),
        paragraph('text', limits.sectionLeadMax, 'A line under its title.', { rows: 2 }),
        line('label', limits.pricingLabelMax, 'The button’s label.', { title: 'Button label' }),
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
