// The parts the three service pages' Studio types share (headline numbers, cards, steps, videos, sections, the
// closing call), each with the limits of lib/marketing/service-pages/schemas.ts: a page the site would refuse cannot
// be published.
import { BarChartIcon } from '@sanity/icons/BarChart';
import { OlistIcon } from '@sanity/icons/Olist';
import { PlayIcon } from '@sanity/icons/Play';
import { defineArrayMember, defineField, type FieldDefinition } from 'sanity';
import { bookingCta } from '../../content/calls-to-action';
import { servicePageLimits as limits } from '../../lib/marketing/service-pages/limits';
import { mediaIdDescription } from '../../lib/content/media-id';
import { itemCount, mediaId, optionalText, requiredText, runningTime } from '../fields/rules';

type Noun = readonly [one: string, many: string];
type ArrayMember = ReturnType<typeof defineArrayMember>;

/** The Studio groups every service page has; each page adds its sections' groups between hero and call. */
export const heroGroup = { name: 'hero', title: 'Hero', default: true };
export const ctaGroup = { name: 'cta', title: 'Call to action' };
export const seoGroup = { name: 'seo', title: 'SEO' };

export const badgeField = defineField({
  name: 'badge',
  type: 'string',
  group: 'hero',
  description: 'The small label above the title.',
  validation: (rule) => requiredText(rule, 'The label above the title.', limits.badgeMax),
});

export const titleField = defineField({
  name: 'title',
  type: 'string',
  group: 'hero',
  validation: (rule) => requiredText(rule, 'The page’s title.', limits.titleMax),
});

export const leadField = defineField({
  name: 'lead',
  type: 'text',
  rows: 3,
  group: 'hero',
  validation: (rule) => requiredText(rule, 'A paragraph under the title.', limits.leadMax),
});

const stat = defineArrayMember({
  name: 'stat',
  title: 'Number',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      description: 'Shown large, as written: “15-60s”, “72 hrs”.',
      validation: (rule) => requiredText(rule, 'The number, as written.', limits.statValueMax),
    }),
    defineField({
      name: 'label',
      type: 'string',
      description: 'What it counts, under it: “video length”.',
      validation: (rule) => requiredText(rule, 'What the number counts.', limits.statLabelMax),
    }),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});

export const statsField = defineField({
  name: 'stats',
  title: 'Headline numbers',
  type: 'array',
  group: 'hero',
  description: `In one row under the title; at most ${limits.statsMax}.`,
  of: [stat],
  validation: (rule) => itemCount(rule, ['number', 'numbers'], limits.statsMin, limits.statsMax),
});

/** A titled card; its icon goes with its place in the list (the page's code holds the icons). */
export const card = defineArrayMember({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The card’s title.', limits.cardTitleMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(rule, 'A line or two under the title.', limits.cardTextMax),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});

export const processStep = defineArrayMember({
  name: 'processStep',
  title: 'Step',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The step’s name.', limits.cardTitleMax),
    }),
    defineField({
      name: 'timeline',
      title: 'When',
      type: 'string',
      description: 'Optional: when it happens, e.g. “Days 2-4”.',
      validation: (rule) => optionalText(rule, limits.timelineMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 2,
      validation: (rule) => requiredText(rule, 'What happens in this step.', limits.cardTextMax),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'timeline' } },
});

export const mediaIdField = defineField({
  name: 'mediaId',
  title: 'Media id',
  type: 'string',
  description: `${mediaIdDescription} A new video also needs its details (name, date, running time) in the site’s code for search engines.`,
  validation: (rule) => mediaId(rule, 'The video’s id.'),
});

export const runningTimeField = defineField({
  name: 'duration',
  title: 'Running time',
  type: 'string',
  description: 'As the player shows it: 0:30, 1:42.',
  validation: (rule) => runningTime(rule, 'The video’s running time.'),
});

/** A 16:9 video with a title and a line under it (signature work, demo samples); its key names its heading. */
export const videoSample = defineArrayMember({
  name: 'videoSample',
  title: 'Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      description: 'Under the video, and the play button’s label.',
      validation: (rule) => requiredText(rule, 'The video’s title.', limits.sampleTitleMax),
    }),
    defineField({
      name: 'subtitle',
      type: 'string',
      description: 'A line under the title.',
      validation: (rule) => requiredText(rule, 'A line under the title.', limits.sampleSubtitleMax),
    }),
    mediaIdField,
  ],
  preview: {
    select: { title: 'title', subtitle: 'subtitle' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Video', subtitle, media: PlayIcon }),
  },
});

/** The list of a section's items, from `min` to `max`. */
export const itemsField = ({
  of,
  noun,
  min,
  max,
  description,
}: {
  of: ArrayMember[];
  noun: Noun;
  min: number;
  max: number;
  description?: string;
}) =>
  defineField({
    name: 'items',
    title: noun[1].replace(/^./, (first) => first.toUpperCase()),
    type: 'array',
    description: description ?? `In the order they appear; from ${min} to ${max}.`,
    of,
    validation: (rule) => itemCount(rule, noun, min, max),
  });

/** A section of the page: its title, an optional line under it, then its own fields (its items). */
export const sectionField = ({
  name,
  title,
  group,
  fields,
}: {
  name: string;
  title: string;
  group: string;
  fields: FieldDefinition[];
}) =>
  defineField({
    name,
    title,
    type: 'object',
    group,
    options: { collapsible: true, collapsed: false },
    validation: (rule) => rule.required().error(`The “${title}” section.`),
    fields: [
      defineField({
        name: 'title',
        type: 'string',
        validation: (rule) => requiredText(rule, 'The section’s title.', limits.sectionTitleMax),
      }),
      defineField({
        name: 'lead',
        type: 'text',
        rows: 2,
        description: 'Optional: a line under the section’s title.',
        validation: (rule) => optionalText(rule, limits.sectionLeadMax),
      }),
      ...fields,
    ],
  });

export const closingCtaField = defineField({
  name: 'cta',
  title: 'Closing call to action',
  type: 'object',
  group: 'cta',
  description: 'The section at the end of the page; its button books a discovery call.',
  validation: (rule) => rule.required().error('The closing call to action.'),
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'Its title.', limits.ctaTitleMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(rule, 'A paragraph under its title.', limits.ctaTextMax),
    }),
    defineField({
      name: 'label',
      title: 'Button label',
      type: 'string',
      description: `Empty: “${bookingCta.label}”, the site’s booking button.`,
      validation: (rule) => optionalText(rule, limits.ctaLabelMax),
    }),
    defineField({
      name: 'note',
      type: 'string',
      description: `The small line under the button. Empty: “${bookingCta.note}”.`,
      validation: (rule) => optionalText(rule, limits.ctaNoteMax),
    }),
  ],
});

export const seoField = defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' });
