// The Studio shapes several documents share, each written once: a FAQ question, the closing call to action and a
// section with a button, a headline number, a video's id, running time and card, an image with its alternative text,
// a slug, and a page's SEO. The shared ones' limits are the site's (lib/content/shape-limits.ts).
import { BarChartIcon } from '@sanity/icons/BarChart';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { PlayIcon } from '@sanity/icons/Play';
import type { FieldDefinition, StringRule, UrlRule } from 'sanity';
import { defineField } from './define';
import { mediaIdDescription } from '../../lib/content/rules';
import { closingCtaLimits } from '../../lib/content/shape-limits';
import { hasVideoDocument, mediaId, runningTime, webAddress } from './rules';
import { named } from './site-shape';
import { field, reshape, group, item, line, listedItem, list, paragraph, type FieldExtra } from './text';

/** A question and its answer; `name` is its type in the stored list ('faqItem', or a landing page's own). */
export const faqItem = (name = 'faqItem') =>
  listedItem({ name, title: 'Question', icon: HelpCircleIcon }, [
    line('question', 160, 'The question.'),
    paragraph('answer', 600, 'The answer.', { rows: 4 }),
  ]);

/** A page's questions, shown whole and given to search engines as its FAQ. */
export const faqList = <const N extends string>(name: N, extra: FieldExtra = {}, member = faqItem()) =>
  list(name, [member], ['question', 'questions'], [1, 20], {
    title: 'Questions',
    description: 'Shown on the page and given to search engines as the page’s FAQ.',
    ...extra,
  });

/** Where the closing call to action stands, and what the Studio says of it. */
export const closingCall = {
  title: 'Closing call to action',
  group: 'cta',
  description: 'The section at the end of the page; its button books a discovery call.',
};

/** The section at the end of a page; its button books a discovery call, with the site's words when left empty. */
export const closingCta = (extra: FieldExtra = {}) =>
  reshape(
    group(
      'cta',
      [
        line('title', closingCtaLimits.titleMax, 'Its title.'),
        paragraph('text', closingCtaLimits.textMax, 'A paragraph under its title.'),
        line('label', closingCtaLimits.labelMax, false, {
          title: 'Button label',
          description: 'Empty: the site’s usual booking button, the label in Settings → Booking button.',
        }),
        line('note', closingCtaLimits.noteMax, false, {
          description: 'The small line by the button. Empty: the note in Settings → Booking button.',
        }),
      ],
      'The closing call to action.',
      { ...closingCall, ...extra },
    ),
    named('closingCta'),
  );

/** A section of a title, a paragraph and a button whose label it needs (`required` when the section is missing). */
export const buttonSection = <const N extends string>(
  name: N,
  [titleMax, textMax, labelMax]: readonly [title: number, text: number, label: number],
  required: string,
  extra: FieldExtra,
) =>
  group(
    name,
    [
      line('title', titleMax, 'Its title.'),
      paragraph('text', textMax, 'A paragraph under its title.'),
      line('label', labelMax, 'The button’s label.', { title: 'Button label' }),
    ],
    required,
    extra,
  );

/** A number shown large over what it counts (`examples` of the number; what the label under it says); `name` is
 * its type in the stored list. */
export const statItem = (
  name: string,
  limits: { statValueMax: number; statLabelMax: number },
  examples: string,
  labelDescription: string,
) =>
  listedItem({ name, title: 'Number', icon: BarChartIcon }, [
    line('value', limits.statValueMax, 'The number, as written.', {
      description: `Shown large, as written: ${examples}.`,
    }),
    line('label', limits.statLabelMax, 'What the number counts.', { description: labelDescription }),
  ]);

/** A full http(s) address (a profile, a site), required: `message` asks for it. */
export const webAddressField = <const N extends string>(name: N, message: string, extra: FieldExtra = {}) =>
  field({ name, type: 'url', ...extra, validation: (rule: UrlRule) => webAddress(rule, message) }, named('webAddress'));

/** The id the site's player takes (Wistia, or youtube: and a YouTube id). */
export const mediaIdField = ({ title = 'Media id', description = mediaIdDescription } = {}) =>
  field(
    {
      name: 'mediaId',
      title,
      type: 'string',
      description,
      // A media id without a video document plays with no poster and no details: the Studio warns.
      validation: (rule: StringRule) => [...mediaId(rule, 'The video’s id.'), hasVideoDocument(rule)],
    },
    named('mediaId'),
  );

/** A video's running time as its player shows it, for search engines' video data. */
export const runningTimeField = ({
  title = 'Running time',
  description = 'As the player shows it: 0:30, 1:42.',
} = {}) =>
  field(
    {
      name: 'duration',
      title,
      type: 'string',
      description,
      validation: (rule: StringRule) => runningTime(rule, 'The video’s running time.'),
    },
    named('runningTime'),
  );

/** A testimonial's video (a testimonial's, a case study's): its running time, in the words of the other fields. */
export const videoRunningTime = runningTimeField({
  title: 'Video running time',
  description: 'As the player shows it: m:ss, or h:mm:ss from an hour (1:42, 1:05:30).',
});

/** A 16:9 video with a title and a line under it; `name` is its type in the stored list. */
export const videoCard = (name: string, mediaIdDescription?: string) =>
  item(
    name,
    'Video',
    [
      line('title', 80, 'The video’s title.', {
        description: 'Under the video, and the play button’s label.',
      }),
      line('subtitle', 120, 'A line under the title.', {
        description: 'A line under the title.',
      }),
      mediaIdField({ description: mediaIdDescription }),
    ],
    {
      icon: PlayIcon,
      preview: {
        select: { title: 'title', subtitle: 'subtitle' },
        prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({
          title: title || 'Video',
          subtitle,
          media: PlayIcon,
        }),
      },
    },
  );

/** A page's own SEO (the `seo` object type), in the page's SEO tab. */
export const seoField = field({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }, named('seo'));

/** An image's alternative text, for people who cannot see it. */
export const altField = (max: number, message: string, description: string) =>
  line('alt', max, message, { title: 'Alternative text', description });

/** An image's alternative text of a sentence (a post's image and poster, a landing hero's image). */
export const sentenceAlt = altField(
  160, // screen readers read it whole: a sentence, not a paragraph
  'Describe the image for people who cannot see it (alt text).',
  'What the image shows, read aloud by screen readers: a sentence, not a paragraph.',
);

/** An image with its alternative text. One kept without its file (its alt text typed, the file removed) would be
 * left out without a word: `missing` asks for the file. */
export const imageField = (name: string, missing: string, alt: FieldDefinition, extra: FieldExtra = {}) =>
  defineField({
    name,
    type: 'image',
    ...extra,
    options: { hotspot: true },
    validation: (rule) => rule.assetRequired().error(missing),
    fields: [alt],
  });

/** A document's slug, made from its `source` field; `check` says what is wrong with the one typed in. The rule says
 * it itself: an error() on it would also replace the slug type's own "already in use" message. */
export const slugField = (
  source: string,
  maxLength: number,
  description: string,
  check: (current: unknown) => true | string,
  extra: { group?: string[] } = {},
) =>
  defineField({
    name: 'slug',
    type: 'slug',
    description,
    ...extra,
    options: { source, maxLength },
    validation: (rule) => rule.custom((slug?: { current?: unknown }) => check(slug?.current)),
  });

/** What a slug that is not one part of an address is told. */
export const notASlug = 'The slug is one part of an address: no "/" and no spaces.';
