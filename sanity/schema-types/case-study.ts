// Sanity schema: a case study (a card on /case-studies, a page with a slug). Validation mirrors
// lib/case-studies/schemas.ts and limits.ts; the page's fields are required only with a slug.
import { defineArrayMember, defineField, type FieldDefinition, type StringRule } from 'sanity';
import { posterStyles } from '../../content/posters';
import { caseStudyLimits as limits, panelKeys } from '../../lib/case-studies/limits';
import { webSchemes } from '../../lib/content/rules';
import { document } from '../fields/page';
import { isSlug, mediaId, within } from '../fields/rules';
import { slugField, videoRunningTime } from '../fields/shapes';
import { line, lineItem, paragraph, type FieldExtra } from '../fields/text';

/** The colour of a video's poster, from the site's list. */
const posterField = (extra: FieldExtra = {}) =>
  defineField({
    name: 'poster',
    type: 'string',
    ...extra,
    options: { list: [...posterStyles], layout: 'radio' },
    validation: (rule) => rule.required().error('A poster colour.'),
  });

const hasPage = (doc: unknown) => Boolean((doc as { slug?: { current?: string } } | undefined)?.slug?.current);

// Any of Sanity's rule types: each has custom() returning its own type.
type Validator = (value: unknown, context: { document?: unknown }) => true | string;
type CustomRule<R> = { custom(validator: Validator): R };

/** Required when the case study has its own page (a slug). */
const requiredForPage = <R extends CustomRule<R>>(rule: R, message: string) =>
  rule.custom(
    (value, context) =>
      !hasPage(context.document) || (value !== undefined && value !== null && value !== '') || message,
  );

/** The page's text: required with a slug, of at most `max` characters. */
const pageText = (rule: StringRule, message: string, max: number) => [
  requiredForPage(rule, message),
  rule.max(max).error(within(max)),
];

/** A part of the page (an object), which the page needs: `missing` says so. */
const pagePart = (name: string, missing: string, fields: FieldDefinition[], extra: FieldExtra = {}) =>
  defineField({
    name,
    type: 'object',
    group: 'page',
    ...extra,
    validation: (rule) => requiredForPage(rule, missing),
    fields,
  });

/** A required media id: a Wistia id, or youtube: and a YouTube id. */
const videoId = (name: string, title: string, message: string, extra: FieldExtra = {}) =>
  defineField({ name, title, type: 'string', ...extra, validation: (rule) => mediaId(rule, message) });

const noteList = (title: string) =>
  defineField({
    name: title === 'Before' ? 'before' : 'after',
    title,
    type: 'array',
    of: [lineItem(limits.noteMax, false)],
    // Separate rules, each with its message: one chain keeps only its last.
    validation: (rule) => [
      rule.min(1).error('At least one line.'),
      rule.max(limits.notesMax).error(`At most ${limits.notesMax} lines.`),
    ],
  });

const panel = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      videoId('beforeVideoId', 'Before: video id', 'A video id.'),
      videoId('afterVideoId', 'After: video id', 'A video id.'),
      noteList('Before'),
      noteList('After'),
    ],
  });

export const caseStudy = document(
  'caseStudy',
  'Case study',
  [
    line('client', limits.clientMax, 'The client’s name.', { group: 'card' }),
    slugField(
      'client',
      96,
      'With a slug the case study has its own page at /case-studies/{slug}; without, only its card.',
      (current) => current === undefined || isSlug(current) || 'One part of an address: no "/" and no spaces.',
      { group: ['card', 'page'] },
    ),
    defineField({
      name: 'order',
      type: 'number',
      group: 'card',
      description: 'The card’s place on the list (1 first).',
      validation: (rule) => rule.required().error('Its place on the list.').integer().min(1),
    }),
    line('subtitle', limits.subtitleMax, 'One line under the client’s name.', { group: 'card' }),
    line('result', limits.resultMax, 'What changed for the client.', { group: 'card' }),
    line('metric', limits.metricMax, 'The headline number.', {
      group: 'card',
      description: 'The badge: “340% conversion increase”.',
    }),
    posterField({ group: 'card' }),
    videoId('videoId', 'Story video id', 'The story’s video id.', { group: 'card' }),
    defineField({
      name: 'clientUrl',
      title: 'Client’s site',
      type: 'url',
      group: 'page',
      validation: (rule) => [
        requiredForPage(rule, 'The client’s site, for the page.'),
        rule.uri({ scheme: [...webSchemes] }),
      ],
    }),
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      group: 'page',
      validation: (rule) => pageText(rule, 'The page’s headline.', limits.titleMax),
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      group: 'page',
      description: 'The page’s lead, and its description for search engines.',
      validation: (rule) => pageText(rule, 'The page’s lead.', limits.summaryMax),
    }),
    pagePart('testimonial', 'The client’s testimonial, for the page.', [
      videoId('videoId', 'Video id', 'The testimonial’s video id.'),
      paragraph('quote', limits.quoteMax, 'The pull quote.'),
      line('author', 80, 'Who said it.'),
      line('role', 80, 'Their role.'),
      // Search engines list the video with these (a VideoObject); without them the page has none.
      defineField({
        name: 'uploadDate',
        title: 'Video upload date',
        type: 'date',
        description: 'The day the testimonial video was published.',
        validation: (rule) => rule.required().error('The day the video was published.'),
      }),
      videoRunningTime,
    ]),
    pagePart(
      'panels',
      'The before and after panels, for the page.',
      panelKeys.map((key) =>
        panel(key, { testimonials: 'Customer testimonials', tutorials: 'Tutorial', verticalAds: 'Vertical ads' }[key]),
      ),
      { title: 'Before and after' },
    ),
    pagePart(
      'gif',
      'The GIF, for the page.',
      [
        videoId('videoId', 'Video id', 'The GIF’s video id.'),
        line('title', 80, 'The GIF’s title.'),
        posterField(),
        paragraph('text', limits.summaryMax, 'A line about the GIF.'),
      ],
      { title: 'GIF' },
    ),
    defineField({
      name: 'seo',
      title: 'Search engines',
      type: 'object',
      group: 'page',
      fields: [
        line('title', 70, false, { description: 'Defaults to “{client} Case Study”.' }),
        defineField({ name: 'keywords', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
      ],
    }),
    defineField({
      name: 'results',
      description: 'For the team’s reporting; not shown on the site.',
      type: 'array',
      group: 'page',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'result',
          fields: [
            defineField({ name: 'metric', type: 'string' }),
            defineField({ name: 'description', type: 'string' }),
            defineField({ name: 'color', type: 'string', options: { list: ['accent', 'success', 'highlight'] } }),
          ],
        }),
      ],
    }),
  ],
  {
    groups: [
      { name: 'card', title: 'Card', default: true },
      { name: 'page', title: 'Page' },
    ],
    orderings: [{ title: 'Order on the list', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
    preview: { select: { title: 'client', subtitle: 'subtitle' } },
  },
);
