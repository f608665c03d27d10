// Sanity schema: the home page's words (hero, pain points, solution, services, the testimonials' heading, how it
// works, collaboration, SEO); one document, edited as the Studio's Home page. Validation mirrors homePageSchema in
// lib/marketing/home/schemas.ts: a page the site would refuse cannot be published. Icons, colours and the tools'
// drawings are the code's: a field picks one from its list. A text quotes a claim of the Settings as {name}.
import { BarChartIcon } from '@sanity/icons/BarChart';
import { CommentIcon } from '@sanity/icons/Comment';
import { HomeIcon } from '@sanity/icons/Home';
import { OlistIcon } from '@sanity/icons/Olist';
import { PackageIcon } from '@sanity/icons/Package';
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline';
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity';
import { bookingCta } from '../../content/calls-to-action';
import {
  homePageLimits as limits,
  painPointIcons,
  serviceBadgeColours,
  serviceIcons,
  stepColours,
  stepIcons,
  toolKinds,
} from '../../lib/marketing/home/limits';
import { itemCount, optionalText, quotesKnownClaims, requiredText } from '../fields/rules';
import { mediaIdField, seoField, seoGroup } from './service-page-parts';

type Option<Value extends string> = { title: string; value: Value };

/** Every value of the code's list, each with the words the Studio shows for it (the test checks they match). */
const options = <Value extends string>(values: readonly Value[], titles: Record<Value, string>): Option<Value>[] =>
  values.map((value) => ({ title: titles[value], value }));

const stringField = (name: string, title: string | undefined, message: string, max: number, description?: string) =>
  defineField({
    name,
    ...(title ? { title } : {}),
    type: 'string',
    ...(description ? { description } : {}),
    validation: (rule) => requiredText(rule, message, max),
  });

const textField = (name: string, title: string | undefined, message: string, max: number, description?: string) =>
  defineField({
    name,
    ...(title ? { title } : {}),
    type: 'text',
    rows: 3,
    ...(description ? { description } : {}),
    validation: (rule) => requiredText(rule, message, max),
  });

const choiceField = <Value extends string>(
  name: string,
  title: string,
  message: string,
  list: Option<Value>[],
  description: string,
) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    options: { list, layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required().error(message),
  });

/** A section's heading: an optional label above its title, its title, an optional line under it. */
const headingFields = [
  defineField({
    name: 'eyebrow',
    title: 'Label',
    type: 'string',
    description: 'Optional: the small label above the title.',
    validation: (rule) => optionalText(rule, limits.eyebrowMax),
  }),
  stringField('title', undefined, 'The section’s title.', limits.sectionTitleMax),
  defineField({
    name: 'lead',
    type: 'text',
    rows: 2,
    description: 'Optional: a line under the section’s title.',
    validation: (rule) => optionalText(rule, limits.sectionLeadMax),
  }),
];

/** A section of the page, in its own group: its heading, then its own fields. */
const sectionField = ({
  name,
  title,
  group,
  description,
  fields,
}: {
  name: string;
  title: string;
  group: string;
  description?: string;
  fields: FieldDefinition[];
}) =>
  defineField({
    name,
    title,
    type: 'object',
    group,
    ...(description ? { description } : {}),
    options: { collapsible: true, collapsed: false },
    validation: (rule) => rule.required().error(`The “${title}” section.`),
    fields: [...headingFields, ...fields],
  });

const listField = ({
  name,
  title,
  of,
  noun,
  min,
  max,
  description,
}: {
  name: string;
  title: string;
  of: ReturnType<typeof defineArrayMember>[];
  noun: readonly [string, string];
  min: number;
  max: number;
  description: string;
}) =>
  defineField({
    name,
    title,
    type: 'array',
    description,
    of,
    validation: (rule) => itemCount(rule, noun, min, max),
  });

/** A number shown large over what it counts (the hero's facts, the solution's numbers). */
const stat = defineArrayMember({
  name: 'homeStat',
  title: 'Number',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    stringField(
      'value',
      undefined,
      'The number, as written.',
      limits.statValueMax,
      'Shown large, as written: “{process} days”, “10+ hrs”.',
    ),
    stringField('label', undefined, 'What the number counts.', limits.statLabelMax, 'What it counts, under it.'),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});

const hero = defineField({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  group: 'hero',
  options: { collapsible: true, collapsed: false },
  validation: (rule) => rule.required().error('The hero.'),
  fields: [
    stringField(
      'eyebrow',
      'Label',
      'The label above the title.',
      limits.eyebrowMax,
      'The small label above the title.',
    ),
    stringField('title', undefined, 'The page’s title.', limits.heroTitleMax),
    textField('lead', undefined, 'A paragraph under the title.', limits.heroLeadMax),
    defineField({
      name: 'guarantee',
      type: 'object',
      description: 'The box under the paragraph, after a shield.',
      validation: (rule) => rule.required().error('The guarantee.'),
      fields: [
        stringField(
          'label',
          undefined,
          'The guarantee’s name.',
          limits.guaranteeLabelMax,
          'In bold, followed by a full stop: “{guarantee}-day performance guarantee”.',
        ),
        textField('text', undefined, 'What the guarantee promises.', limits.guaranteeTextMax),
      ],
    }),
    stringField(
      'ctaLabel',
      'Button label',
      'The booking button’s words.',
      limits.ctaLabelMax,
      'The button that books a discovery call.',
    ),
    stringField(
      'ctaNote',
      'Button note',
      'The line under the buttons.',
      limits.ctaNoteMax,
      'The small line under the buttons.',
    ),
    stringField(
      'secondaryLabel',
      'Second button label',
      'The second button’s words.',
      limits.linkLabelMax,
      'The button beside it, which scrolls to How it works.',
    ),
    stringField(
      'videoTitle',
      'Video title',
      'The video’s title.',
      limits.videoTitleMax,
      'The play button’s label and the video’s name for search engines.',
    ),
    listField({
      name: 'facts',
      title: 'Facts',
      of: [stat],
      noun: ['fact', 'facts'],
      min: limits.factsMin,
      max: limits.factsMax,
      description: `In one row under the video; at most ${limits.factsMax}.`,
    }),
    stringField(
      'trustedByTitle',
      'Client logos title',
      'The title over the client logos.',
      limits.stripTitleMax,
      'Over the client logos at the hero’s foot (the logos are a document of their own).',
    ),
  ],
});

const painPoint = defineArrayMember({
  name: 'painPoint',
  title: 'Pain point',
  type: 'object',
  icon: WarningOutlineIcon,
  fields: [
    choiceField(
      'icon',
      'Icon',
      'An icon for the card.',
      options(painPointIcons, { bounce: 'Leaving', churn: 'Falling', time: 'Calendar' }),
      'The picture in the card’s corner.',
    ),
    stringField('stat', 'Number', 'The card’s number.', limits.statValueMax, 'Shown large: “{bounce}”, “Day 3”.'),
    stringField('title', undefined, 'The card’s title.', limits.cardTitleMax),
    textField('text', undefined, 'A line or two under the title.', limits.cardTextMax),
  ],
  preview: { select: { title: 'title', subtitle: 'stat' } },
});

const demo = defineField({
  name: 'demo',
  title: 'Sample video',
  type: 'object',
  description: 'Optional: the card then opens this video.',
  fields: [
    mediaIdField,
    stringField('title', undefined, 'The video’s title.', limits.videoTitleMax, 'The video player’s title.'),
  ],
});

const service = defineArrayMember({
  name: 'homeService',
  title: 'Service',
  type: 'object',
  icon: PackageIcon,
  fields: [
    stringField('name', undefined, 'The service’s name.', limits.serviceNameMax, 'The card’s title.'),
    textField('description', undefined, 'A line or two about it.', limits.serviceDescriptionMax),
    choiceField(
      'icon',
      'Icon',
      'An icon for the card.',
      options(serviceIcons, {
        demo: 'Clapperboard',
        onboarding: 'Rocket',
        webinar: 'Presentation',
        youtube: 'Video screen',
      }),
      'The picture in the card’s corner.',
    ),
    defineField({
      name: 'features',
      type: 'array',
      description: `The points under the description; from ${limits.featuresMin} to ${limits.featuresMax}.`,
      of: [
        defineArrayMember({ type: 'string', validation: (rule) => requiredText(rule, 'A point.', limits.featureMax) }),
      ],
      validation: (rule) => itemCount(rule, ['point', 'points'], limits.featuresMin, limits.featuresMax),
    }),
    stringField(
      'badge',
      undefined,
      'The card’s badge.',
      limits.badgeMax,
      'The chip in the card’s corner: “Most Popular”.',
    ),
    choiceField(
      'badgeColour',
      'Badge colour',
      'A colour for the badge.',
      options(serviceBadgeColours, { accent: 'Indigo', highlight: 'Amber', success: 'Green', ink: 'Dark' }),
      'The badge’s colour.',
    ),
    demo,
  ],
  preview: { select: { title: 'name', subtitle: 'badge' } },
});

const step = defineArrayMember({
  name: 'homeStep',
  title: 'Step',
  type: 'object',
  icon: OlistIcon,
  fields: [
    choiceField(
      'icon',
      'Icon',
      'An icon for the step.',
      options(stepIcons, { call: 'Phone', script: 'Pen', production: 'Clapperboard', launch: 'Rocket' }),
      'The picture in the card’s corner; the page numbers the steps.',
    ),
    stringField('title', undefined, 'The step’s name.', limits.cardTitleMax),
    stringField('timeline', 'When', 'When it happens.', limits.timelineMax, 'Above the name: “Days 2-4”.'),
    textField('description', undefined, 'What happens in this step.', limits.cardTextMax),
    stringField(
      'proof',
      'Result',
      'What the step leaves the client with.',
      limits.proofMax,
      'At the card’s foot, after a check.',
    ),
    choiceField(
      'colour',
      'Icon colour',
      'A colour for the icon.',
      options(stepColours, { accent: 'Indigo', highlight: 'Amber', success: 'Green', ink: 'Dark' }),
      'The colour behind the icon.',
    ),
  ],
  preview: { select: { title: 'title', subtitle: 'timeline' } },
});

const tool = defineArrayMember({
  name: 'collaborationTool',
  title: 'Tool',
  type: 'object',
  icon: CommentIcon,
  fields: [
    choiceField(
      'kind',
      'Drawing',
      'A drawing for the card.',
      options(toolKinds, { chat: 'A chat', preview: 'A review link', tasks: 'A task board' }),
      'The small drawing at the card’s top (its sample messages are the site’s).',
    ),
    stringField('tool', 'Tool name', 'The tool’s name.', limits.toolNameMax, 'Above the title: “Slack”.'),
    stringField('title', undefined, 'The card’s title.', limits.cardTitleMax),
    textField('text', undefined, 'A line or two under the title.', limits.cardTextMax),
  ],
  preview: { select: { title: 'tool', subtitle: 'title' } },
});

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'problem', title: 'Problem and solution' },
    { name: 'services', title: 'Services' },
    { name: 'testimonials', title: 'Testimonials' },
    { name: 'process', title: 'How it works' },
    { name: 'collaboration', title: 'Collaboration' },
    seoGroup,
  ],
  fields: [
    hero,
    sectionField({
      name: 'painPoints',
      title: 'Pain points',
      group: 'problem',
      fields: [
        listField({
          name: 'items',
          title: 'Pain points',
          of: [painPoint],
          noun: ['pain point', 'pain points'],
          min: limits.painPointsMin,
          max: limits.painPointsMax,
          description: `Three to a row; at most ${limits.painPointsMax}.`,
        }),
      ],
    }),
    sectionField({
      name: 'solution',
      title: 'Solution',
      group: 'problem',
      fields: [
        listField({
          name: 'stats',
          title: 'Numbers',
          of: [stat],
          noun: ['number', 'numbers'],
          min: limits.statsMin,
          max: limits.statsMax,
          description: `Two by two beside the points; at most ${limits.statsMax}.`,
        }),
        defineField({
          name: 'points',
          type: 'array',
          description: `Under the title, each after a check; from ${limits.pointsMin} to ${limits.pointsMax}.`,
          of: [
            defineArrayMember({
              type: 'string',
              validation: (rule) => requiredText(rule, 'A point.', limits.pointMax),
            }),
          ],
          validation: (rule) => itemCount(rule, ['point', 'points'], limits.pointsMin, limits.pointsMax),
        }),
      ],
    }),
    sectionField({
      name: 'services',
      title: 'Services',
      group: 'services',
      description: 'Also on every landing page that shows the services.',
      fields: [
        stringField(
          'watchLabel',
          'Video button label',
          'The words of a card’s video button.',
          limits.ctaLabelMax,
          'On the cards with a sample video: “Watch a sample”.',
        ),
        listField({
          name: 'items',
          title: 'Services',
          of: [service],
          noun: ['service', 'services'],
          min: limits.servicesMin,
          max: limits.servicesMax,
          description: `Two to a row; at most ${limits.servicesMax}.`,
        }),
      ],
    }),
    sectionField({
      name: 'testimonials',
      title: 'Testimonials',
      group: 'testimonials',
      description:
        'The heading over the testimonials carousel (the testimonials are documents of their own); also the heading a landing page’s testimonials take when it sets none.',
      fields: [],
    }),
    sectionField({
      name: 'howItWorks',
      title: 'How it works',
      group: 'process',
      description: 'Also on every landing page that shows the process.',
      fields: [
        listField({
          name: 'steps',
          title: 'Steps',
          of: [step],
          noun: ['step', 'steps'],
          min: limits.stepsMin,
          max: limits.stepsMax,
          description: `In order; four to a row on a wide screen; from ${limits.stepsMin} to ${limits.stepsMax}.`,
        }),
      ],
    }),
    sectionField({
      name: 'seamless',
      title: 'Collaboration',
      group: 'collaboration',
      fields: [
        listField({
          name: 'tools',
          title: 'Tools',
          of: [tool],
          noun: ['tool', 'tools'],
          min: limits.toolsMin,
          max: limits.toolsMax,
          description: `One row of three; at most ${limits.toolsMax}.`,
        }),
        textField(
          'ctaLead',
          'Closing text',
          'The closing band’s paragraph.',
          limits.ctaLeadMax,
          'The band at the page’s end: this paragraph, then the booking button.',
        ),
        stringField(
          'ctaLabel',
          'Closing button label',
          'The closing button’s words.',
          limits.ctaLabelMax,
          `The booking button at the page’s end (the site’s usual one says “${bookingCta.label}”).`,
        ),
      ],
    }),
    seoField,
  ],
  preview: {
    select: { subtitle: 'hero.title' },
    prepare: ({ subtitle }) => ({ title: 'Home page', subtitle }),
  },
});
