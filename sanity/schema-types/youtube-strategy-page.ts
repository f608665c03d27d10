// Sanity schema: the /youtube-strategy article's words (hero and byline, the introduction, the companies' cases, Final
// Thoughts, the closing call to action, SEO); one document, edited as the Studio's YouTube strategy page, and the
// query the site reads it with. The site's parser (youtubeStrategyPageSchema, lib/marketing/youtube-strategy/
// schemas.ts) is derived from it. The cases' numbers, the parts' icons and the buttons' addresses stay in code.
import { CaseIcon } from '@sanity/icons/Case';
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward';
import { defineQuery } from 'groq';
import { singletonIds } from '../../lib/marketing/limits';
import { closingCtaLimits } from '../../lib/content/shape-limits';
import { defineField } from '../fields/define';
import { heroFields, pageDocument } from '../fields/page';
import { closingCall } from '../fields/shapes';
import { group, labelGroup, listedItem, line, list, paragraph, paragraphItem, type FieldExtra } from '../fields/text';
import { seoProjection } from './seo';

/** A list of paragraphs of at most `max` characters each. */
const paragraphs = <const N extends string>(
  name: N,
  max: number,
  count: readonly [number, number],
  extra: FieldExtra,
) => list(name, [paragraphItem(max, 'Write the paragraph, or remove it.')], ['paragraph', 'paragraphs'], count, extra);

const contentType = listedItem({ name: 'contentType', title: 'Content type' }, [
  line('name', 60, 'The content type’s name.'),
  line('detail', 160, 'A line about it.'),
]);

/** One company's case; its key names its section's address (#hubspot), the page numbers it by its place. */
export const strategyCase = listedItem({ name: 'strategyCase', title: 'Company', icon: CaseIcon }, [
  line('company', 40, 'The company’s name.', {
    description: 'The section’s heading (numbered by the page) and its entry in the table of contents.',
  }),
  line('angle', 120, 'The play, in one line.', { description: 'Under the company’s name.' }),
  paragraphs('strategy', 800, [1, 4], { title: 'Strategy', description: 'Under the strategy’s heading.' }),
  list('whyItWorks', [paragraphItem(240, 'Write the reason, or remove it.', 2)], ['reason', 'reasons'], [1, 6], {
    title: 'Why it works',
    description: 'A ticked list under its heading.',
  }),
  list('topContentTypes', [contentType], ['content type', 'content types'], [1, 8], {
    title: 'Top content types',
    description: 'Cards, two to a row on a wide screen.',
  }),
]);

export const youtubeStrategyPage = pageDocument('youtubeStrategyPage', 'YouTube strategy page', ChartUpwardIcon, {
  tabs: { article: 'Article', cases: 'Companies', closing: 'Final Thoughts', cta: 'Call to action' },
  seoDescription:
    'Empty fields keep the page’s defaults; the search keywords are the site’s. The byline and the date are the article’s.',
  fields: [
    ...heroFields({ badgeMax: 40, titleMax: 80, leadMax: 300 }),
    line('byline', 60, 'Who wrote it.', { group: 'hero', description: 'Under the lead, e.g. “Launchframe team”.' }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'date',
      group: 'hero',
      description: 'The day the article was published, shown under the lead and given to search engines.',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) => rule.required().error('The day the article was published.'),
    }),
    line('readingTime', 20, 'How long it takes to read.', { group: 'hero', description: 'E.g. “9 min read”.' }),
    line('tocTitle', 40, 'The table of contents’ title.', {
      title: 'Table of contents: title',
      group: 'article',
      description: 'Above the list of companies beside the article, e.g. “In this article”.',
    }),
    paragraphs('intro', 600, [1, 4], {
      title: 'Introduction',
      group: 'article',
      description: 'The paragraphs before the first company, set larger.',
    }),
    labelGroup(
      'partTitles',
      40,
      'The headings of each company’s parts.',
      { title: 'Each company’s headings', group: 'cases', description: 'The same three headings in every company.' },
      [
        ['strategy', 'Strategy', 'The strategy’s heading.'],
        ['whyItWorks', 'Why it works', 'The reasons’ heading.'],
        ['topContentTypes', 'Top content types', 'The content types’ heading.'],
      ],
    ),
    list('cases', [strategyCase], ['company', 'companies'], [1, 10], {
      title: 'Companies',
      group: 'cases',
      description: 'In the order they appear, numbered by the page; at most 10.',
    }),
    group(
      'finalThoughts',
      [
        line('title', 80, 'The section’s title.', { description: 'Also its entry in the table of contents.' }),
        paragraphs('paragraphs', 400, [1, 4], { title: 'Paragraphs' }),
        list(
          'takeaways',
          [paragraphItem(200, 'Write the takeaway, or remove it.', 2)],
          ['takeaway', 'takeaways'],
          [1, 8],
          {
            title: 'Takeaways',
            description: 'A numbered list after the paragraphs.',
          },
        ),
      ],
      'The Final Thoughts section.',
      { title: 'Final Thoughts', group: 'closing', description: 'The section after the last company.' },
    ),
    group(
      'cta',
      [
        line('title', closingCtaLimits.titleMax, 'Its title.'),
        paragraph('text', closingCtaLimits.textMax, 'A paragraph under its title.'),
        line('pricingLabel', closingCtaLimits.labelMax, 'The pricing button’s label.', {
          title: 'Pricing button label',
          description: 'It opens /pricing (the ROI calculator).',
        }),
        line('caseStudiesLabel', closingCtaLimits.labelMax, 'The case studies button’s label.', {
          title: 'Case studies button label',
          description: 'It opens /case-studies.',
        }),
      ],
      'The closing call to action.',
      { ...closingCall, description: 'The section at the end of the page; its buttons open pricing and case studies.' },
    ),
  ],
});

/** The article as the site reads it, by its fixed id (lib/marketing/youtube-strategy/read.ts). */
export const youtubeStrategyPageQuery =
  defineQuery(`*[_type == "${singletonIds.youtubeStrategyPage}" && _id == "${singletonIds.youtubeStrategyPage}"][0]{
  _id, ${seoProjection}, badge, title, lead, byline, publishedAt, readingTime, tocTitle, intro,
  partTitles{ strategy, whyItWorks, topContentTypes },
  cases[]{ _key, company, angle, strategy, whyItWorks, topContentTypes[]{ name, detail } },
  finalThoughts{ title, paragraphs, takeaways }, cta{ title, text, pricingLabel, caseStudiesLabel }
}`);
