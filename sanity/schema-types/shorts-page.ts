// Sanity schema: the /shorts page's words and videos (hero, headline numbers, samples, sections, closing call to
// action, SEO); one document, edited as the Studio's Short-form videos. Validation mirrors shortsPageSchema in
// lib/marketing/service-pages/schemas.ts: a page the site would refuse cannot be published.
import { MobileDeviceIcon } from '@sanity/icons/MobileDevice';
import { PlayIcon } from '@sanity/icons/Play';
import { servicePageLimits as limits } from '../../lib/marketing/service-pages/limits';
import { runningTimeField } from '../fields/shapes';
import { item, line, paragraph } from '../fields/text';
import { cardsSection, items, leadAndNumbers, mediaIdField, section, servicePage } from './service-page-parts';

/** A vertical short; its key names its heading. */
const shortSample = item(
  'shortSample',
  'Short',
  [
    line('title', limits.shortTitleMax, 'The short’s title.', {
      description: 'Under the video, and the play button’s label.',
    }),
    line('company', limits.companyMax, 'The client’s name.', { description: 'The client, under the title.' }),
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

const platform = item(
  'platform',
  'Platform',
  [
    line('name', limits.cardTitleMax, 'The platform’s name.'),
    paragraph('text', limits.cardTextMax, 'The strategy for it.', { rows: 2 }),
  ],
  { preview: { select: { title: 'name', subtitle: 'text' } } },
);

export const shortsPage = servicePage('shortsPage', 'Short-form videos', MobileDeviceIcon, {
  tabs: { samples: 'Samples', sections: 'Sections' },
  fields: [
    ...leadAndNumbers,
    section('samples', 'Samples', 'samples', [
      line('badge', limits.sampleBadgeMax, 'The chip on every short.', {
        title: 'Card badge',
        description: 'The chip on every short, e.g. “SHORT”.',
      }),
      items(
        [shortSample],
        ['short', 'shorts'],
        [limits.samplesMin, limits.samplesMax],
        `Three to a row on a wide screen; at most ${limits.samplesMax}.`,
      ),
    ]),
    cardsSection('why', 'Why it works'),
    cardsSection('practices', 'Best practices'),
    section('platforms', 'Platforms', 'sections', [
      items(
        [platform],
        ['platform', 'platforms'],
        [limits.cardsMin, limits.cardsMax],
        `In the order they appear, each with its icon by place (TikTok, Instagram, YouTube, LinkedIn); at most ${limits.cardsMax}.`,
      ),
    ]),
  ],
});
