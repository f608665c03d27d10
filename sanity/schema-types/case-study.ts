// Sanity schema: a case study (a card on /case-studies, a page with a slug); the page's fields are required only
// with a slug. lib/case-studies/schemas.ts derives the text fields, video ids and panels from it, and reads the
// rest (slug, poster, site, SEO, dates) by the same rules.
import type { ArrayRule, FieldDefinition, ObjectRule, StringRule } from 'sanity';
import { posterStyles } from '../../content/posters';
import { webSchemes } from '../../lib/content/rules';
import { defineArrayMember, defineField } from '../fields/define';
import { document } from '../fields/page';
import { isSlug, mediaId, within } from '../fields/rules';
import { slugField, videoRunningTime } from '../fields/shapes';
import { fieldsOf, listOf, named, object, text } from '../fields/site-shape';
import { field, line, lineItem, paragraph, type FieldExtra } from '../fields/text';

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

/** The page's text, of at most `max` characters: required with a slug, and then the site reads it. */
const pageText = <const N extends string>(
  name: N,
  message: string,
  max: number,
  extra: FieldExtra & { rows?: number },
) =>
  field(
    {
      name,
      type: extra.rows ? 'text' : 'string',
      ...extra,
      group: 'page',
      validation: (rule: StringRule) => [requiredForPage(rule, message), rule.max(max).error(within(max))],
    },
    text(max, true),
  );

/** A part of the page (an object), which the page needs: `missing` says so. */
const pagePart = <const N extends string, const L extends readonly FieldDefinition[]>(
  name: N,
  missing: string,
  fields: L,
  extra: FieldExtra = {},
) =>
  field(
    {
      name,
      type: 'object',
      group: 'page',
      ...extra,
      validation: (rule: ObjectRule) => requiredForPage(rule, missing),
      fields,
    },
    object(fieldsOf(fields)),
  );

/** A required media id: a Wistia id, or youtube: and a YouTube id. */
const videoId = <const N extends string>(name: N, title: string, message: string, extra: FieldExtra = {}) =>
  field(
    { name, title, type: 'string', ...extra, validation: (rule: StringRule) => mediaId(rule, message) },
    named('mediaId'),
  );

const [noteMax, notesMax] = [100, 5]; // a line of a before or after panel, and a panel's lines

/** A panel's lines; the site shows each as a line, so a blank one is refused here, as the site would refuse it. */
const noteList = <const N extends 'before' | 'after'>(name: N, title: string) =>
  field(
    {
      name,
      title,
      type: 'array',
      of: [lineItem(noteMax, 'Write the line, or remove it.')],
      // Separate rules, each with its message: one chain keeps only its last.
      validation: (rule: ArrayRule<unknown>) => [
        rule.min(1).error('At least one line.'),
        rule.max(notesMax).error(`At most ${notesMax} lines.`),
      ],
    },
    listOf(text(noteMax, true), 1, notesMax),
  );

/** A before and after panel; the site reads them by the names of panelKeys (lib/case-studies/limits.ts). */
const panel = <const N extends string>(name: N, title: string) => {
  const fields = [
    videoId('beforeVideoId', 'Before: video id', 'A video id.'),
    videoId('afterVideoId', 'After: video id', 'A video id.'),
    noteList('before', 'Before'),
    noteList('after', 'After'),
  ] as const;
  return field({ name, title, type: 'object', fields }, object(fieldsOf(fields)));
};

/** The client's testimonial on the page. */
export const testimonialPart = pagePart('testimonial', 'The client’s testimonial, for the page.', [
  videoId('videoId', 'Video id', 'The testimonial’s video id.'),
  paragraph('quote', 400, 'The pull quote.'),
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
] as const);

/** The page's GIF. */
export const gifPart = pagePart(
  'gif',
  'The GIF, for the page.',
  [
    videoId('videoId', 'Video id', 'The GIF’s video id.'),
    line('title', 80, 'The GIF’s title.'),
    posterField(),
    paragraph('text', 300, 'A line about the GIF.'),
  ] as const,
  { title: 'GIF' },
);

export const caseStudy = document(
  'caseStudy',
  'Case study',
  [
    line('client', 60, 'The client’s name.', { group: 'card' }), // the card's title and the page's badge
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
    line('subtitle', 120, 'One line under the client’s name.', { group: 'card' }),
    line('result', 120, 'What changed for the client.', { group: 'card' }),
    line('metric', 40, 'The headline number.', {
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
    pageText('title', 'The page’s headline.', 120, { title: 'Headline' }),
    pageText('summary', 'The page’s lead.', 300, {
      rows: 3,
      description: 'The page’s lead, and its description for search engines.',
    }),
    testimonialPart,
    pagePart(
      'panels',
      'The before and after panels, for the page.',
      [
        panel('testimonials', 'Customer testimonials'),
        panel('tutorials', 'Tutorial'),
        panel('verticalAds', 'Vertical ads'),
      ] as const,
      { title: 'Before and after' },
    ),
    gifPart,
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
