// Sanity schema: the /shorts page's words and videos (hero, headline numbers, samples, sections, closing call to
// action, SEO); one document, edited as the Studio's Short-form videos, and the query the site reads it with. The
// site's parser is derived from it (shortsPageSchema in lib/marketing/service-pages/schemas.ts): a page the site
// would refuse cannot be published.
import { MobileDeviceIcon } from '@sanity/icons/MobileDevice';
import { PlayIcon } from '@sanity/icons/Play';
import { defineQuery } from 'groq';
import { servicePageIds } from '../../lib/marketing/service-pages/limits';
import { runningTimeField } from '../fields/shapes';
import { item, listedItem, line, paragraph } from '../fields/text';
import { cardsSection, items, leadAndNumbers, mediaIdField, section, servicePage } from './service-page-parts';
import { cardsProjection, ctaProjection, heroProjection, statsProjection } from './service-page-projections';

/** A vertical short; its key names its heading. */
export const shortSample = item(
  'shortSample',
  'Short',
  [
    line('title', 80, 'The short’s title.', {
      description: 'Under the video, and the play button’s label.',
    }),
    line('company', 60, 'The client’s name.', { description: 'The client, under the title.' }),
    runningTimeField(),
    mediaIdField,
  ],
  {
    icon: PlayIcon,
    preview: {
      select: { title: 'title', company: 'company', duration: 'duration' },
      prepare: ({ title, company, duration }: { title?: string; company?: string; duration?: string }) => ({
        title: title || 'Short',
        subtitle: [company, duration].filter(Boolean).join(' · '),
        media: PlayIcon,
      }),
    },
  },
);

const platform = listedItem({ name: 'platform', title: 'Platform' }, [
  line('name', 60, 'The platform’s name.'),
  paragraph('text', 240, 'The strategy for it.', { rows: 2 }),
]);

export const shortsPage = servicePage('shortsPage', 'Short-form videos', MobileDeviceIcon, {
  tabs: { samples: 'Samples', sections: 'Sections' },
  fields: [
    ...leadAndNumbers,
    section('samples', 'Samples', 'samples', [
      // The chip on every short: 'SHORT'.
      line('badge', 20, 'The chip on every short.', {
        title: 'Card badge',
        description: 'The chip on every short, e.g. “SHORT”.',
      }),
      items([shortSample], ['short', 'shorts'], [1, 6], 'Three to a row on a wide screen; at most 6.'),
    ]),
    cardsSection('why', 'Why it works'),
    cardsSection('practices', 'Best practices'),
    section('platforms', 'Platforms', 'sections', [
      items(
        [platform],
        ['platform', 'platforms'],
        [1, 9],
        'In the order they appear, each with its icon by place (TikTok, Instagram, YouTube, LinkedIn); at most 9.',
      ),
    ]),
  ],
});

export const shortsPageQuery =
  defineQuery(`*[_type == "${servicePageIds.shortsPage}" && _id == "${servicePageIds.shortsPage}"][0]{
  ${heroProjection}, lead, ${statsProjection},
  samples{ title, lead, badge, items[]{ _key, title, company, duration, mediaId } },
  why${cardsProjection}, practices${cardsProjection}, platforms{ title, lead, items[]{ name, text } },
  ${ctaProjection}
}`);
