// The Studio shapes several documents share, each written once: a FAQ question, the closing call to action, a
// video's id, running time and card, and a page's SEO. Their limits are the site's (lib/content/shape-limits.ts).
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { PlayIcon } from '@sanity/icons/Play';
import { defineField } from 'sanity';
import { bookingCta } from '../../content/calls-to-action';
import { mediaIdDescription } from '../../lib/content/media-id';
import { closingCtaLimits, faqLimits, videoCardLimits } from '../../lib/content/shape-limits';
import { mediaId, runningTime } from './rules';
import { group, item, line, list, paragraph, type FieldExtra } from './text';

/** A question and its answer; `name` is its type in the stored list ('faqItem', or a landing page's own). */
export const faqItem = (name = 'faqItem') =>
  item(
    name,
    'Question',
    [
      line('question', faqLimits.questionMax, 'The question.'),
      paragraph('answer', faqLimits.answerMax, 'The answer.', { rows: 4 }),
    ],
    { icon: HelpCircleIcon, preview: { select: { title: 'question', subtitle: 'answer' } } },
  );

/** A page's questions, shown whole and given to search engines as its FAQ. */
export const faqList = (name: string, extra: FieldExtra = {}, member = faqItem()) =>
  list(name, [member], ['question', 'questions'], [faqLimits.min, faqLimits.max], {
    title: 'Questions',
    description: 'Shown on the page and given to search engines as the page’s FAQ.',
    ...extra,
  });

/** The section at the end of a page; its button books a discovery call, with the site's words when left empty. */
export const closingCta = (extra: FieldExtra = {}) =>
  group(
    'cta',
    [
      line('title', closingCtaLimits.titleMax, 'Its title.'),
      paragraph('text', closingCtaLimits.textMax, 'A paragraph under its title.'),
      line('label', closingCtaLimits.labelMax, false, {
        title: 'Button label',
        description: `Empty: the site’s usual booking button, “${bookingCta.label}”.`,
      }),
      line('note', closingCtaLimits.noteMax, false, {
        description: `The small line by the button. Empty: “${bookingCta.note}”.`,
      }),
    ],
    'The closing call to action.',
    {
      title: 'Closing call to action',
      group: 'cta',
      description: 'The section at the end of the page; its button books a discovery call.',
      ...extra,
    },
  );

/** The id the site's player takes (Wistia, or youtube: and a YouTube id). */
export const mediaIdField = ({ title = 'Media id', description = mediaIdDescription } = {}) =>
  defineField({
    name: 'mediaId',
    title,
    type: 'string',
    description,
    validation: (rule) => mediaId(rule, 'The video’s id.'),
  });

/** A video's running time as its player shows it, for search engines' video data. */
export const runningTimeField = ({
  title = 'Running time',
  description = 'As the player shows it: 0:30, 1:42.',
} = {}) =>
  defineField({
    name: 'duration',
    title,
    type: 'string',
    description,
    validation: (rule) => runningTime(rule, 'The video’s running time.'),
  });

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
      line('title', videoCardLimits.titleMax, 'The video’s title.', {
        description: 'Under the video, and the play button’s label.',
      }),
      line('subtitle', videoCardLimits.subtitleMax, 'A line under the title.', {
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
export const seoField = defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' });
