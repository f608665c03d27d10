// The three service pages' Studio types are one frame (servicePage: the hero, the page's sections, the closing call,
// SEO) around their own sections, built from the parts here (headline numbers, cards, steps, videos, a section),
// each with the limits of lib/marketing/service-pages/limits.ts: a page the site would refuse cannot be published.
import { OlistIcon } from '@sanity/icons/Olist';
import type { ComponentType } from 'react';
import type { FieldDefinition } from 'sanity';
import { mediaIdDescription } from '../../lib/content/rules';
import { servicePageLimits as limits } from '../../lib/marketing/service-pages/limits';
import { heroFields, pageDocument } from '../fields/page';
import { closingCta, mediaIdField as mediaIdWith, statItem, videoCard } from '../fields/shapes';
import { group, item, line, list, paragraph } from '../fields/text';

type Noun = readonly [one: string, many: string];
type Member = Parameters<typeof list>[1][number];

/** A video on these pages (and the home page's sample, which takes this field) has its details for search engines in the site's code. */
const videoMediaId = `${mediaIdDescription} A new video also needs its details (name, date, running time) in the site’s code for search engines.`;
export const mediaIdField = mediaIdWith({ description: videoMediaId });

const stat = statItem('stat', limits, '“15-60s”, “72 hrs”', 'What it counts, under it: “video length”.');

/** Under the hero's title: a paragraph, then the headline numbers in a row. */
export const leadAndNumbers = [
  paragraph('lead', limits.leadMax, 'A paragraph under the title.', { group: 'hero' }),
  list('stats', [stat], ['number', 'numbers'], [limits.statsMin, limits.statsMax], {
    title: 'Headline numbers',
    group: 'hero',
    description: `In one row under the title; at most ${limits.statsMax}.`,
  }),
];

/** A titled card; its icon goes with its place in the list (the page's code holds the icons). */
const card = item(
  'card',
  'Card',
  [
    line('title', limits.cardTitleMax, 'The card’s title.'),
    paragraph('text', limits.cardTextMax, 'A line or two under the title.'),
  ],
  { preview: { select: { title: 'title', subtitle: 'text' } } },
);

const processStep = item(
  'processStep',
  'Step',
  [
    line('title', limits.cardTitleMax, 'The step’s name.'),
    line('timeline', limits.timelineMax, false, {
      title: 'When',
      description: 'Optional: when it happens, e.g. “Days 2-4”.',
    }),
    paragraph('text', limits.cardTextMax, 'What happens in this step.', { rows: 2 }),
  ],
  { icon: OlistIcon, preview: { select: { title: 'title', subtitle: 'timeline' } } },
);

/** A 16:9 video with a title and a line under it (signature work, demo samples); its key names its heading. */
const videoSample = videoCard('videoSample', videoMediaId);

/** The list of a section's items, from `min` to `max`. */
export const items = (of: Member[], noun: Noun, [min, max]: readonly [number, number], description?: string) =>
  list('items', of, noun, [min, max], {
    title: noun[1].replace(/^./, (first) => first.toUpperCase()),
    description: description ?? `In the order they appear; from ${min} to ${max}.`,
  });

/** A section of the page: its title, an optional line under it, then its own fields (its items). */
export const section = (name: string, title: string, tab: string, fields: FieldDefinition[]) =>
  group(
    name,
    [
      line('title', limits.sectionTitleMax, 'The section’s title.'),
      paragraph('lead', limits.sectionLeadMax, false, {
        rows: 2,
        description: 'Optional: a line under the section’s title.',
      }),
      ...fields,
    ],
    `The “${title}” section.`,
    { title, group: tab, options: { collapsible: true, collapsed: false } },
  );

/** A section of cards, each with its icon by place. */
export const cardsSection = (name: string, title: string) =>
  section(name, title, 'sections', [
    items(
      [card],
      ['card', 'cards'],
      [limits.cardsMin, limits.cardsMax],
      `In the order they appear, each with its icon by place; at most ${limits.cardsMax}.`,
    ),
  ]);

export const stepsSection = (name: string, title: string) =>
  section(name, title, 'sections', [items([processStep], ['step', 'steps'], [limits.stepsMin, limits.stepsMax])]);

/** A section of videos, `perRow` to a row on a wide screen. */
export const videosSection = (name: string, title: string, tab: string, perRow: string) =>
  section(name, title, tab, [
    items(
      [videoSample],
      ['video', 'videos'],
      [limits.samplesMin, limits.samplesMax],
      `${perRow} to a row on a wide screen; at most ${limits.samplesMax}.`,
    ),
  ]);

/** One field object for the three pages, as TypeGen names it once (the `Cta` type). */
const closingCtaField = closingCta();

/** A service page's document: its badge and title, its own fields, then the closing call and SEO; its own tabs
 * go between the hero's and the call's. */
export const servicePage = (
  name: string,
  title: string,
  icon: ComponentType,
  { tabs, fields }: { tabs: Record<string, string>; fields: FieldDefinition[] },
) =>
  pageDocument(name, title, icon, {
    tabs: { ...tabs, cta: 'Call to action' },
    fields: [...heroFields({ badgeMax: limits.badgeMax, titleMax: limits.titleMax }), ...fields, closingCtaField],
  });
