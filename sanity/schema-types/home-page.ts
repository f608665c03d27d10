// Sanity schema: the home page's words (hero, pain points, solution, services, the testimonials' heading, how it
// works, collaboration, SEO); one document, edited as the Studio's Home page, and the query the site reads it with.
// The site's parser (lib/marketing/home/schemas.ts) is derived from this definition: a page the site would refuse
// cannot be published. Icons, colours and the tools' drawings are the code's: a field picks one from its list
// (lib/marketing/home/limits.ts). A text quotes a claim of the Settings as {name}; its length counts the placeholder
// as written ('{delivery} hrs'): the reader fills it in afterwards.
import { CommentIcon } from '@sanity/icons/Comment';
import { HomeIcon } from '@sanity/icons/Home';
import { OlistIcon } from '@sanity/icons/Olist';
import { PackageIcon } from '@sanity/icons/Package';
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline';
import { defineQuery } from 'groq';
import type { FieldDefinition } from 'sanity';
import {
  homePageIds,
  painPointIcons,
  serviceBadgeColours,
  serviceIcons,
  stepColours,
  stepIcons,
  taskStates,
  toolKinds,
} from '../../lib/marketing/home/limits';
import { seoProjection } from './seo';
import { defineField } from '../fields/define';
import { pageDocument } from '../fields/page';
import { statItem } from '../fields/shapes';
import { fieldsOf, object } from '../fields/site-shape';
import { field, group, labelGroup, item, listedItem, line, lineItem, list, paragraph } from '../fields/text';
import { mediaIdField, sectionHeading } from './service-page-parts';

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
const cardText = [line('title', 60, 'The card’s title.'), paragraph('text', 240, 'A line or two under the title.')];

/** A section's heading: an optional label above its title, its title, an optional line under it. */
const headingFields = [
  line('eyebrow', 40, false, {
    title: 'Label',
    description: 'Optional: the small label above the title.',
  }),
  ...sectionHeading,
];

/** A section of the page, in its own group: its heading, then its own fields. */
const section = <const N extends string, const L extends readonly FieldDefinition[]>(
  name: N,
  title: string,
  groupName: string,
  fields: L,
  description?: string,
) =>
  group(name, [...headingFields, ...fields], `The “${title}” section.`, {
    title,
    group: groupName,
    ...(description ? { description } : {}),
    options: { collapsible: true, collapsed: false },
  });

/** A list of points, each a line of text after a check. */
const points = <const N extends string>(
  name: N,
  max: number,
  count: readonly [min: number, max: number],
  description: string,
) => list(name, [lineItem(max, 'A point.')], ['point', 'points'], count, { description });

/** A number shown large over what it counts (the hero's facts, the solution's numbers): '{process} days', '10+ hrs'. */
const stat = statItem(
  'homeStat',
  { statValueMax: 20, statLabelMax: 80 },
  '“{process} days”, “10+ hrs”',
  'What it counts, under it.',
);

const hero = group(
  'hero',
  [
    line('eyebrow', 40, 'The label above the title.', {
      title: 'Label',
      description: 'The small label above the title.',
    }),
    line('title', 80, 'The page’s title.'),
    paragraph('lead', 300, 'A paragraph under the title.'),
    group(
      'guarantee',
      [
        line('label', 60, 'The guarantee’s name.', {
          description: 'In bold, followed by a full stop: “{guarantee}-day performance guarantee”.',
        }),
        paragraph('text', 200, 'What the guarantee promises.'),
      ],
      'The guarantee.',
      { description: 'The box under the paragraph, after a shield.' },
    ),
    line('ctaLabel', 40, 'The booking button’s words.', {
      title: 'Button label',
      description: 'The button that books a discovery call.',
    }),
    line('ctaNote', 80, 'The line under the buttons.', {
      title: 'Button note',
      description: 'The small line under the buttons.',
    }),
    line('secondaryLabel', 40, 'The second button’s words.', {
      title: 'Second button label',
      description: 'The button beside it, which scrolls to How it works.',
    }),
    line('videoTitle', 80, 'The video’s title.', {
      title: 'Video title',
      description: 'The play button’s label (search engines read the name of its video document).',
    }),
    mediaIdField,
    list('facts', [stat], ['fact', 'facts'], [1, 3], {
      title: 'Facts',
      description: 'In one row under the video; at most 3.',
    }),
    line('trustedByTitle', 60, 'The title over the client logos.', {
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
    line('stat', 20, 'The card’s number.', {
      title: 'Number',
      description: 'Shown large: “{bounce}”, “Day 3”.',
    }),
    ...cardText,
  ],
  { icon: WarningOutlineIcon, preview: { select: { title: 'title', subtitle: 'stat' } } },
);

const demoFields = [
  mediaIdField,
  line('title', 80, 'The video’s title.', { description: 'The video player’s title.' }),
] as const;
/** Optional: the site reads a service without one. */
const demo = field(
  {
    name: 'demo',
    title: 'Sample video',
    type: 'object',
    description: 'Optional: the card then opens this video.',
    fields: demoFields,
  },
  object(fieldsOf(demoFields)),
);

const service = item(
  'homeService',
  'Service',
  [
    line('name', 60, 'The service’s name.', { description: 'The card’s title.' }),
    paragraph('description', 200, 'A line or two about it.'),
    iconField(serviceIcons, {
      demo: 'Clapperboard',
      onboarding: 'Rocket',
      webinar: 'Presentation',
      youtube: 'Video screen',
    }),
    points('features', 80, [1, 6], 'The points under the description; from 1 to 6.'),
    line('badge', 30, 'The card’s badge.', {
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
    line('title', 60, 'The step’s name.'),
    line('timeline', 30, 'When it happens.', {
      title: 'When',
      description: 'Above the name: “Days 2-4”.',
    }),
    paragraph('description', 240, 'What happens in this step.'),
    line('proof', 80, 'What the step leaves the client with.', {
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
      'The small drawing at the card’s top; what it shows is in Tool drawings below.',
      toolKinds,
      { chat: 'A chat', preview: 'A review link', tasks: 'A task board' },
    ),
    line('tool', 40, 'The tool’s name.', {
      title: 'Tool name',
      description: 'Above the title: “Slack”.',
    }),
    ...cardText,
  ],
  { icon: CommentIcon, preview: { select: { title: 'tool', subtitle: 'title' } } },
);

/** A message in the chat drawing: from the agency, then the client, in turn. */
const chatMessage = item(
  'chatMessage',
  'Message',
  [
    line('from', 30, 'Who writes it.', { description: 'E.g. the agency’s name, or “You”.' }),
    line('text', 80, 'The message.'),
  ],
  { icon: CommentIcon, preview: { select: { title: 'text', subtitle: 'from' } } },
);

/** A task on the task board drawing, with its state's mark. */
const boardTask = listedItem({ name: 'boardTask', title: 'Task', icon: OlistIcon }, [
  line('label', 30, 'The task.'),
  choiceField('state', 'State', 'The task’s state.', 'Its mark and its label on the board.', taskStates, {
    done: 'Done',
    doing: 'Doing',
    todo: 'To do',
  }),
]);

/** The sample content the tools' drawings show (illustrative, not real messages): decorative, hidden from screen
 * readers, as the cards' texts say the same. */
const toolDrawings = group(
  'drawings',
  [
    list('chat', [chatMessage], ['message', 'messages'], [1, 4], {
      title: 'Chat: messages',
      description: 'In the chat drawing, in order, alternating sides; at most 4.',
    }),
    group(
      'review',
      [
        line('timecode', 8, 'The comment’s moment.', { title: 'Timecode', description: 'E.g. “00:14”.' }),
        line('comment', 60, 'The comment.'),
      ],
      'The review link drawing’s comment.',
      { title: 'Review link: comment' },
    ),
    list('tasks', [boardTask], ['task', 'tasks'], [1, 4], {
      title: 'Task board: tasks',
      description: 'On the task board drawing, in order; at most 4.',
    }),
    labelGroup('taskStates', 20, 'The task states’ labels.', { title: 'Task board: state labels' }, [
      ['done', 'Done', 'The done state’s label.'],
      ['doing', 'Doing', 'The doing state’s label.'],
      ['todo', 'To do', 'The to-do state’s label.'],
    ]),
  ],
  'What the tools’ drawings show.',
  {
    title: 'Tool drawings',
    description: 'The sample content drawn in the tools’ cards: decorative, illustrative, not real messages.',
    options: { collapsible: true, collapsed: true },
  },
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
      list('items', [painPoint], ['pain point', 'pain points'], [1, 6], {
        title: 'Pain points',
        description: 'Three to a row; at most 6.',
      }),
    ]),
    section('solution', 'Solution', 'problem', [
      list('stats', [stat], ['number', 'numbers'], [1, 4], {
        title: 'Numbers',
        description: 'Two by two beside the points; at most 4.',
      }),
      points('points', 80, [1, 6], 'Under the title, each after a check; from 1 to 6.'),
    ]),
    section(
      'services',
      'Services',
      'services',
      [
        line('watchLabel', 40, 'The words of a card’s video button.', {
          title: 'Video button label',
          description: 'On the cards with a sample video: “Watch a sample”.',
        }),
        list('items', [service], ['service', 'services'], [1, 6], {
          title: 'Services',
          description: 'Two to a row; at most 6.',
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
        list('steps', [step], ['step', 'steps'], [2, 8], {
          title: 'Steps',
          description: 'In order; four to a row on a wide screen; from 2 to 8.',
        }),
      ],
      'Also on every landing page that shows the process.',
    ),
    section('seamless', 'Collaboration', 'collaboration', [
      list('tools', [tool], ['tool', 'tools'], [1, 3], {
        title: 'Tools',
        description: 'One row of three; at most 3.',
      }),
      toolDrawings,
      paragraph('ctaLead', 300, 'The closing band’s paragraph.', {
        title: 'Closing text',
        description: 'The band at the page’s end: this paragraph, then the booking button.',
      }),
      line('ctaLabel', 40, 'The closing button’s words.', {
        title: 'Closing button label',
        description: 'The booking button at the page’s end (the site’s usual one is in Settings → Booking button).',
      }),
    ]),
  ],
});

const headingProjection = /* groq */ `eyebrow, title, lead`;

/** The home page's document, read by its fixed id. */
export const homePageQuery = defineQuery(`*[_type == "${homePageIds.homePage}" && _id == "${homePageIds.homePage}"][0]{
  _id, ${seoProjection},
  hero{
    eyebrow, title, lead, guarantee{ label, text }, ctaLabel, ctaNote, secondaryLabel, videoTitle, mediaId,
    facts[]{ value, label }, trustedByTitle
  },
  painPoints{ ${headingProjection}, items[]{ icon, stat, title, text } },
  solution{ ${headingProjection}, stats[]{ value, label }, points },
  services{
    ${headingProjection}, watchLabel,
    items[]{ name, description, icon, features, badge, badgeColour, demo{ mediaId, title } }
  },
  testimonials{ ${headingProjection} },
  howItWorks{ ${headingProjection}, steps[]{ icon, title, timeline, description, proof, colour } },
  seamless{
    ${headingProjection}, tools[]{ kind, tool, title, text },
    drawings{ chat[]{ from, text }, review{ timecode, comment }, tasks[]{ label, state }, taskStates{ done, doing, todo } },
    ctaLabel, ctaLead
  }
}`);
