// Sanity schema: a case study (a card on /case-studies, a page with a slug). Validation mirrors
// lib/case-studies/schemas.ts and limits.ts; the page's fields are required only with a slug.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { posterStyles } from '../../content/posters';
import { caseStudyLimits as limits, panelKeys } from '../../lib/case-studies/limits';
import { mediaIdPattern } from '../../lib/content/media-id';
import { slugPattern } from '../../lib/content/slug';
import { runningTime, within } from '../fields/rules';
import { line, type FieldExtra } from '../fields/text';

const posterOptions = { list: [...posterStyles], layout: 'radio' as const };
const hasPage = (document: unknown) =>
  Boolean((document as { slug?: { current?: string } } | undefined)?.slug?.current);

// Any of Sanity's rule types: each has custom(), required() and max() returning its own type.
type Validator = (value: unknown, context: { document?: unknown }) => true | string;
type CustomRule<R> = { custom(validator: Validator): R };
type TextRule<R> = CustomRule<R> & { required(): R; max(limit: number): R; error(message: string): R };

const required = <R extends TextRule<R>>(rule: R, message: string, max: number) =>
  rule.required().error(message).max(max).error(within(max));

/** Required when the case study has its own page (a slug). */
const requiredForPage = <R extends CustomRule<R>>(rule: R, message: string) =>
  rule.custom(
    (value, context) =>
      !hasPage(context.document) || (value !== undefined && value !== null && value !== '') || message,
  );

const mediaId = <R extends CustomRule<R>>(rule: R) =>
  rule.custom(
    (value) =>
      value === undefined ||
      (typeof value === 'string' && mediaIdPattern.test(value.trim())) ||
      'A Wistia media id, or youtube: followed by a YouTube id.',
  );

// Local shapes, not the builders: a required line here is one rule chain (required, then max), not line()'s
// separate rules with a blank check, and a media id's hint is this one, not the shared mediaIdHint.
/** A required line of at most `max` characters. */
const requiredLine = (name: string, max: number, message: string, extra: FieldExtra = {}) =>
  defineField({ name, type: 'string', ...extra, validation: (rule) => required(rule, message, max) });

/** A required media id: a Wistia id, or youtube: and a YouTube id. */
const videoIdField = (name: string, title: string, message: string, extra: FieldExtra = {}) =>
  defineField({
    name,
    title,
    type: 'string',
    ...extra,
    validation: (rule) => [rule.required().error(message), mediaId(rule)],
  });

const noteList = (title: string) =>
  defineField({
    name: title === 'Before' ? 'before' : 'after',
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'string',
        validation: (rule) => rule.max(limits.noteMax).error(within(limits.noteMax)),
      }),
    ],
    validation: (rule) =>
      rule.min(1).error('At least one line.').max(limits.notesMax).error(`At most ${limits.notesMax} lines.`),
  });

const panel = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      videoIdField('beforeVideoId', 'Before: video id', 'A video id.'),
      videoIdField('afterVideoId', 'After: video id', 'A video id.'),
      noteList('Before'),
      noteList('After'),
    ],
  });

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'page', title: 'Page' },
  ],
  fields: [
    requiredLine('client', limits.clientMax, 'The client’s name.', { group: 'card' }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: ['card', 'page'],
      description: 'With a slug the case study has its own page at /case-studies/{slug}; without, only its card.',
      options: { source: 'client', maxLength: 96 },
      validation: (rule) =>
        rule.custom((slug?: { current?: unknown }) => {
          const current = slug?.current;
          if (current === undefined) return true;
          return (
            (typeof current === 'string' && slugPattern.test(current.trim())) ||
            'One part of an address: no "/" and no spaces.'
          );
        }),
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'card',
      description: 'The card’s place on the list (1 first).',
      validation: (rule) => rule.required().error('Its place on the list.').integer().min(1),
    }),
    requiredLine('subtitle', limits.subtitleMax, 'One line under the client’s name.', { group: 'card' }),
    requiredLine('result', limits.resultMax, 'What changed for the client.', { group: 'card' }),
    requiredLine('metric', limits.metricMax, 'The headline number.', {
      group: 'card',
      description: 'The badge: “340% conversion increase”.',
    }),
    defineField({
      name: 'poster',
      type: 'string',
      group: 'card',
      options: posterOptions,
      validation: (rule) => rule.required().error('A poster colour.'),
    }),
    videoIdField('videoId', 'Story video id', 'The story’s video id.', { group: 'card' }),
    defineField({
      name: 'clientUrl',
      title: 'Client’s site',
      type: 'url',
      group: 'page',
      validation: (rule) => [
        requiredForPage(rule, 'The client’s site, for the page.'),
        rule.uri({ scheme: ['http', 'https'] }),
      ],
    }),
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      group: 'page',
      validation: (rule) => [
        requiredForPage(rule, 'The page’s headline.'),
        rule.max(limits.titleMax).error(within(limits.titleMax)),
      ],
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      group: 'page',
      description: 'The page’s lead, and its description for search engines.',
      validation: (rule) => [
        requiredForPage(rule, 'The page’s lead.'),
        rule.max(limits.summaryMax).error(within(limits.summaryMax)),
      ],
    }),
    defineField({
      name: 'testimonial',
      type: 'object',
      group: 'page',
      validation: (rule) => requiredForPage(rule, 'The client’s testimonial, for the page.'),
      fields: [
        videoIdField('videoId', 'Video id', 'The testimonial’s video id.'),
        defineField({
          name: 'quote',
          type: 'text',
          rows: 3,
          validation: (rule) => required(rule, 'The pull quote.', limits.quoteMax),
        }),
        requiredLine('author', 80, 'Who said it.'),
        requiredLine('role', 80, 'Their role.'),
        // Search engines list the video with these (a VideoObject); without them the page has none.
        defineField({
          name: 'uploadDate',
          title: 'Video upload date',
          type: 'date',
          description: 'The day the testimonial video was published.',
          validation: (rule) => rule.required().error('The day the video was published.'),
        }),
        defineField({
          name: 'duration',
          title: 'Video running time',
          type: 'string',
          description: 'As the player shows it: m:ss, or h:mm:ss from an hour (1:42, 1:05:30).',
          validation: (rule) => runningTime(rule, 'The video’s running time.'),
        }),
      ],
    }),
    defineField({
      name: 'panels',
      title: 'Before and after',
      type: 'object',
      group: 'page',
      validation: (rule) => requiredForPage(rule, 'The before and after panels, for the page.'),
      fields: panelKeys.map((key) =>
        panel(key, { testimonials: 'Customer testimonials', tutorials: 'Tutorial', verticalAds: 'Vertical ads' }[key]),
      ),
    }),
    defineField({
      name: 'gif',
      title: 'GIF',
      type: 'object',
      group: 'page',
      validation: (rule) => requiredForPage(rule, 'The GIF, for the page.'),
      fields: [
        videoIdField('videoId', 'Video id', 'The GIF’s video id.'),
        requiredLine('title', 80, 'The GIF’s title.'),
        defineField({
          name: 'poster',
          type: 'string',
          options: posterOptions,
          validation: (rule) => rule.required().error('A poster colour.'),
        }),
        defineField({
          name: 'text',
          type: 'text',
          rows: 3,
          validation: (rule) => required(rule, 'A line about the GIF.', limits.summaryMax),
        }),
      ],
    }),
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
  orderings: [{ title: 'Order on the list', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'client', subtitle: 'subtitle' } },
});
