// Sanity schema: the home page's words (hero, pain points, solution, services, the testimonials' heading, how it
// works, collaboration, SEO); one document, edited as the Studio's Home page. Validation mirrors homePageSchema in
// lib/marketing/home/schemas.ts: a page the site would refuse cannot be published. Icons, colours and the tools'
// drawings are the code's: a field picks one from its list. A text quotes a claim of the Settings as {name}.
import { CommentIcon } from '@sanity/icons/Comment';
import { HomeIcon } from '@sanity/icons/Home';
import { OlistIcon } from '@sanity/icons/Olist';
import { PackageIcon } from '@sanity/icons/Package';
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline';
import { defineField, type FieldDefinition } from 'sanity';
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
import { pageDocument } from '../fields/page';
import { statItem } from '../fields/shapes';
import { group, item, line, lineItem, list, paragraph } from '../fields/text';
import { mediaIdField } from './service-page-parts';

/** One of the code's list of values, each shown with its words (the test checks every value has them). */
const choiceField = <Value extends string>(
  name: string,
  title: string,
  message: string,
  description: string,
  values: readonly Value[],
  titles: Record<Value, string>,
) => {
  const list = values.map((value) => ({ title: titles[value], value }));
  return defineField({
    name,
    title,
    type: 'string',
    description,
    options: { list, layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required().error(message),
  });
};

/** A card's icon, in its corner. */
const iconField = <Value extends string>(
  values: readonly Value[],
  titles: Record<Value, string>,
  message = 'An icon for the card.',
  description = 'The picture in the card’s corner.',
) => choiceField('icon', 'Icon', message, description, values, titles);

/** The colours a badge or an icon may take. */
const colours = { accent: 'Indigo', highlight: 'Amber', success: 'Green', ink: 'Dark' } as const;

/** A card's title and the lines under it. */
const cardText = [
  line('title', limits.cardTitleMax, 'The card’s title.'),
  paragraph('text', limits.cardTextMax, 'A line or two under the title.'),
];

/** A section's heading: an optional label above its title, its title, an optional line under it. */
const headingFields = [
  line('eyebrow', limits.eyebrowMax, false, {
    title: 'Label',
    description: 'Optional: the small label above the title.',
  }),
  line('title', limits.sectionTitleMax, 'The section’s title.'),
  paragraph('lead', limits.sectionLeadMax, false, {
    rows: 2,
    description: 'Optional: a line under the section’s title.',
  }),
];

/** A section of the page, in its own group: its heading, then its own fields. */
const section = (name: string, title: string, groupName: string, fields: FieldDefinition[], description?: string) =>
  group(name, [...headingFields, ...fields], `The “${title}” section.`, {
    title,
    group: groupName,
    ...(description ? { description } : {}),
    options: { collapsible: true, collapsed: false },
  });

/** A list of points, each a line of text after a check. */
const points = (name: string, max: number, count: readonly [min: number, max: number], description: string) =>
  list(name, [lineItem(max, 'A point.')], ['point', 'points'], count, { description });

/** A number shown large over what it counts (the hero's facts, the solution's numbers). */
const stat = statItem('homeStat', limits, '“{process} days”, “10+ hrs”', 'What it counts, under it.');

const hero = group(
  'hero',
  [
    line('eyebrow', limits.eyebrowMax, 'The label above the title.', {
      title: 'Label',
      description: 'The small label above the title.',
    }),
    line('title', limits.heroTitleMax, 'The page’s title.'),
    paragraph('lead', limits.heroLeadMax, 'A paragraph under the title.'),
    group(
      'guarantee',
      [
        line('label', limits.guaranteeLabelMax, 'The guarantee’s name.', {
          description: 'In bold, followed by a full stop: “{guarantee}-day performance guarantee”.',
        }),
        paragraph('text', limits.guaranteeTextMax, 'What the guarantee promises.'),
      ],
      'The guarantee.',
      { description: 'The box under the paragraph, after a shield.' },
    ),
    line('ctaLabel', limits.ctaLabelMax, 'The booking button’s words.', {
      title: 'Button label',
      description: 'The button that books a discovery call.',
    }),
    line('ctaNote', limits.ctaNoteMax, 'The line under the buttons.', {
      title: 'Button note',
      description: 'The small line under the buttons.',
    }),
    line('secondaryLabel', limits.linkLabelMax, 'The second button’s words.', {
      title: 'Second button label',
      description: 'The button beside it, which scrolls to How it works.',
    }),
    line('videoTitle', limits.videoTitleMax, 'The video’s title.', {
      title: 'Video title',
      description: 'The play button’s label and the video’s name for search engines.',
    }),
    list('facts', [stat], ['fact', 'facts'], [limits.factsMin, limits.factsMax], {
      title: 'Facts',
      description: `In one row under the video; at most ${limits.factsMax}.`,
    }),
    line('trustedByTitle', limits.stripTitleMax, 'The title over the client logos.', {
      title: 'Client logos title',
      description: 'Over the client logos at the hero’s foot (the logos are a document of their own).',
    }),
  ],
  'The hero.',
  { title: 'Hero', group: 'hero', options: { collapsible: true, collapsed: false } },
);

const painPoint = item(
  'painPoint',
  'Pain point',
  [
    iconField(painPointIcons, { bounce: 'Leaving', churn: 'Falling', time: 'Calendar' }),
    line('stat', limits.statValueMax, 'The card’s number.', {
      title: 'Number',
      description: 'Shown large: “{bounce}”, “Day 3”.',
    }),
    ...cardText,
  ],
  { icon: WarningOutlineIcon, preview: { select: { title: 'title', subtitle: 'stat' } } },
);

const demo = defineField({
  name: 'demo',
  title: 'Sample video',
  type: 'object',
  description: 'Optional: the card then opens this video.',
  fields: [
    mediaIdField,
    line('title', limits.videoTitleMax, 'The video’s title.', { description: 'The video player’s title.' }),
  ],
});

const service = item(
  'homeService',
  'Service',
  [
    line('name', limits.serviceNameMax, 'The service’s name.', { description: 'The card’s title.' }),
    paragraph('description', limits.serviceDescriptionMax, 'A line or two about it.'),
    iconField(serviceIcons, {
      demo: 'Clapperboard',
      onboarding: 'Rocket',
      webinar: 'Presentation',
      youtube: 'Video screen',
    }),
    points(
      'features',
      limits.featureMax,
      [limits.featuresMin, limits.featuresMax],
      `The points under the description; from ${limits.featuresMin} to ${limits.featuresMax}.`,
    ),
    line('badge', limits.badgeMax, 'The card’s badge.', {
      description: 'The chip in the card’s corner: “Most Popular”.',
    }),
    choiceField(
      'badgeColour',
      'Badge colour',
      'A colour for the badge.',
      'The badge’s colour.',
      serviceBadgeColours,
      colours,
    ),
    demo,
  ],
  { icon: PackageIcon, preview: { select: { title: 'name', subtitle: 'badge' } } },
);

const step = item(
  'homeStep',
  'Step',
  [
    iconField(
      stepIcons,
      { call: 'Phone', script: 'Pen', production: 'Clapperboard', launch: 'Rocket' },
      'An icon for the step.',
      'The picture in the card’s corner; the page numbers the steps.',
    ),
    line('title', limits.cardTitleMax, 'The step’s name.'),
    line('timeline', limits.timelineMax, 'When it happens.', {
      title: 'When',
      description: 'Above the name: “Days 2-4”.',
    }),
    paragraph('description', limits.cardTextMax, 'What happens in this step.'),
    line('proof', limits.proofMax, 'What the step leaves the client with.', {
      title: 'Result',
      description: 'At the card’s foot, after a check.',
    }),
    choiceField('colour', 'Icon colour', 'A colour for the icon.', 'The colour behind the icon.', stepColours, colours),
  ],
  { icon: OlistIcon, preview: { select: { title: 'title', subtitle: 'timeline' } } },
);

const tool = item(
  'collaborationTool',
  'Tool',
  [
    choiceField(
      'kind',
      'Drawing',
      'A drawing for the card.',
      'The small drawing at the card’s top (its sample messages are the site’s).',
      toolKinds,
      { chat: 'A chat', preview: 'A review link', tasks: 'A task board' },
    ),
    line('tool', limits.toolNameMax, 'The tool’s name.', {
      title: 'Tool name',
      description: 'Above the title: “Slack”.',
    }),
    ...cardText,
  ],
  { icon: CommentIcon, preview: { select: { title: 'tool', subtitle: 'title' } } },
);

export const homePage = pageDocument('homePage', 'Home page', HomeIcon, {
  tabs: {
    problem: 'Problem and solution',
    services: 'Services',
    testimonials: 'Testimonials',
    process: 'How it works',
    collaboration: 'Collaboration',
  },
  subtitle: 'hero.title',
  fields: [
    hero,
    section('painPoints', 'Pain points', 'problem', [
      list('items', [painPoint], ['pain point', 'pain points'], [limits.painPointsMin, limits.painPointsMax], {
        title: 'Pain points',
        description: `Three to a row; at most ${limits.painPointsMax}.`,
      }),
    ]),
    section('solution', 'Solution', 'problem', [
      list('stats', [stat], ['number', 'numbers'], [limits.statsMin, limits.statsMax], {
        title: 'Numbers',
        description: `Two by two beside the points; at most ${limits.statsMax}.`,
      }),
      points(
        'points',
        limits.pointMax,
        [limits.pointsMin, limits.pointsMax],
        `Under the title, each after a check; from ${limits.pointsMin} to ${limits.pointsMax}.`,
      ),
    ]),
    section(
      'services',
      'Services',
      'services',
      [
        line('watchLabel', limits.ctaLabelMax, 'The words of a card’s video button.', {
          title: 'Video button label',
          description: 'On the cards with a sample video: “Watch a sample”.',
        }),
        list('items', [service], ['service', 'services'], [limits.servicesMin, limits.servicesMax], {
          title: 'Services',
          description: `Two to a row; at most ${limits.servicesMax}.`,
        }),
      ],
      'Also on every landing page that shows the services.',
    ),
    section(
      'testimonials',
      'Testimonials',
      'testimonials',
      [],
      'The heading over the testimonials carousel (the testimonials are documents of their own); also the heading a landing page’s testimonials take when it sets none.',
    ),
    section(
      'howItWorks',
      'How it works',
      'process',
      [
        list('steps', [step], ['step', 'steps'], [limits.stepsMin, limits.stepsMax], {
          title: 'Steps',
          description: `In order; four to a row on a wide screen; from ${limits.stepsMin} to ${limits.stepsMax}.`,
        }),
      ],
      'Also on every landing page that shows the process.',
    ),
    section('seamless', 'Collaboration', 'collaboration', [
      list('tools', [tool], ['tool', 'tools'], [limits.toolsMin, limits.toolsMax], {
        title: 'Tools',
        description: `One row of three; at most ${limits.toolsMax}.`,
      }),
      paragraph('ctaLead', limits.ctaLeadMax, 'The closing band’s paragraph.', {
        title: 'Closing text',
        description: 'The band at the page’s end: this paragraph, then the booking button.',
      }),
      line('ctaLabel', limits.ctaLabelMax, 'The closing button’s words.', {
        title: 'Closing button label',
        description: `The booking button at the page’s end (the site’s usual one says “${bookingCta.label}”).`,
      }),
    ]),
  ],
});
