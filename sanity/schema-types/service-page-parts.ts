// The three service pages' Studio types are one frame (servicePage: the hero, the page's sections, the closing call,
// SEO) around their own sections, built from the parts here (headline numbers, cards, steps, videos, a section),
// each with its limits; the site's parsers are derived from them (lib/marketing/service-pages/schemas.ts), so a page
// the site would refuse cannot be published. The pages' queries (in each page's file) share the projections in
// ./service-page-projections.ts.
import { OlistIcon } from '@sanity/icons/Olist';
import type { ComponentType } from 'react';
import type { FieldDefinition } from 'sanity';
import { heroFields, pageDocument } from '../fields/page';
import { closingCta, mediaIdField as mediaIdWith, statItem, videoCard } from '../fields/shapes';
import type { Shape } from '../fields/site-shape';
import { group, listedItem, line, list, paragraph, type Member } from '../fields/text';

type Noun = readonly [one: string, many: string];

/** A video on these pages (and the home page's) takes its poster and its details for search engines from the video
 * document with its media id (sanity/schema-types/video.ts), as the shared field's description says. */
export const mediaIdField = mediaIdWith();

const stat = statItem(
  'stat',
  { statValueMax: 20, statLabelMax: 40 }, // a headline number: '15-60s', '72 hrs'
  '“15-60s”, “72 hrs”',
  'What it counts, under it: “video length”.',
);

/** Under the hero's title: a paragraph, then the headline numbers in a row. */
export const leadAndNumbers = [
  paragraph('lead', 300, 'A paragraph under the title.', { group: 'hero' }),
  // The hero's row has room for four.
  list('stats', [stat], ['number', 'numbers'], [1, 4], {
    title: 'Headline numbers',
    group: 'hero',
    description: 'In one row under the title; at most 4.',
  }),
] as const;

/** A titled card; its icon goes with its place in the list (the page's code holds the icons). */
const card = listedItem({ name: 'card', title: 'Card' }, [
  line('title', 60, 'The card’s title.'),
  paragraph('text', 240, 'A line or two under the title.'),
]);

export const processStep = listedItem({ name: 'processStep', title: 'Step', icon: OlistIcon }, [
  line('title', 60, 'The step’s name.'),
  line('timeline', 30, false, {
    title: 'When',
    description: 'Optional: when it happens, e.g. “Days 2-4”.',
  }),
  paragraph('text', 240, 'What happens in this step.', { rows: 2 }),
]);

/** A 16:9 video with a title and a line under it (signature work, demo samples); its key names its heading. */
export const videoSample = videoCard('videoSample');

/** The list of a section's items, from `min` to `max`. */
export const items = <S extends Shape>(
  of: readonly Member<S>[],
  noun: Noun,
  [min, max]: readonly [number, number],
  description?: string,
) =>
  list('items', of, noun, [min, max], {
    title: noun[1].replace(/^./, (first) => first.toUpperCase()),
    description: description ?? `In the order they appear; from ${min} to ${max}.`,
  });

/** A section's title and an optional line under it (the home page's sections too, under their label). */
export const sectionHeading = [
  line('title', 80, 'The section’s title.'),
  paragraph('lead', 200, false, {
    rows: 2,
    description: 'Optional: a line under the section’s title.',
  }),
] as const;

/** A section of the page: its heading, then its own fields (its items). */
export const section = <const N extends string, const L extends readonly FieldDefinition[]>(
  name: N,
  title: string,
  tab: string,
  fields: L,
) =>
  group(name, [...sectionHeading, ...fields] as const, `The “${title}” section.`, {
    title,
    group: tab,
    options: { collapsible: true, collapsed: false },
  });

/** A section of cards, each with its icon by place; three rows of three at most. */
export const cardsSection = <const N extends string>(name: N, title: string) =>
  section(name, title, 'sections', [
    items([card], ['card', 'cards'], [1, 9], 'In the order they appear, each with its icon by place; at most 9.'),
  ]);

export const stepsSection = <const N extends string>(name: N, title: string) =>
  section(name, title, 'sections', [items([processStep], ['step', 'steps'], [2, 6])]);

/** A section of videos, `perRow` to a row on a wide screen. */
export const videosSection = <const N extends string>(name: N, title: string, tab: string, perRow: string) =>
  section(name, title, tab, [
    items([videoSample], ['video', 'videos'], [1, 6], `${perRow} to a row on a wide screen; at most 6.`),
  ]);

/** One field object for the three pages, as TypeGen names it once (the `Cta` type). */
const closingCtaField = closingCta();

/** A service page's document: its badge and title, its own fields, then the closing call and SEO; its own tabs
 * go between the hero's and the call's. */
export const servicePage = <const L extends readonly FieldDefinition[]>(
  name: string,
  title: string,
  icon: ComponentType,
  { tabs, fields }: { tabs: Record<string, string>; fields: L },
) =>
  pageDocument(name, title, icon, {
    tabs: { ...tabs, cta: 'Call to action' },
    fields: [...heroFields({ badgeMax: 40, titleMax: 80 }), ...fields, closingCtaField] as const,
  });
