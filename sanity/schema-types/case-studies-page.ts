// Sanity schema: the words of /case-studies (hero, headline numbers, the list's labels, the closing call, SEO) and
// the words every case study's own page shares (its labels, the before/after and GIF headings, its closing call).
// One document for both, the second in its own tab: a case study's page is the list's story told long, marketers
// word them together, and each page reads one document instead of two. The case studies are documents of their own
// (case-study.ts). The site's parser (caseStudiesPageSchema, lib/marketing/case-studies-page/schemas.ts) is derived
// from this definition; the query it reads the page with is here too.
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward';
import { defineQuery } from 'groq';
import { heroFields, pageDocument, tabTitle } from '../fields/page';
import { closingCta, statItem } from '../fields/shapes';
import { group, labelGroup, line, list, paragraph } from '../fields/text';
import { seoProjection } from './seo';

const claim = statItem(
  'claim',
  { statValueMax: 20, statLabelMax: 40 }, // a headline number: '{roi}', '{guarantee}-day'
  '“{roi}”, “{guarantee}-day” (a claim of the settings, in braces)',
  'What it counts, under it: “average ROI increase”.',
);

/** The labels of a before/after tab, in the order of the page's tabs (lib/case-studies/limits.ts). */
const panelTabs = labelGroup(
  'tabs',
  40,
  'The tabs’ labels.',
  { title: 'Tabs', description: 'Each study’s testimonial, tutorial and vertical ad, in this order.' },
  [
    ['testimonials', 'Testimonials tab', 'The first tab’s label.'],
    ['tutorials', 'Tutorials tab', 'The second tab’s label.'],
    ['verticalAds', 'Vertical ads tab', 'The third tab’s label.'],
  ],
);

/** The words every case study's page shares; the study's own story is its document. */
const studyPage = group(
  'study',
  [
    line('badge', 30, 'The badge above the study’s title.', {
      description: 'Also after the client’s name in the page’s title in search results (“Acme Case Study”).',
    }),
    line('clientLabel', 30, 'The label before the client’s name.', { title: 'Client label' }),
    line('watchLabel', 40, 'The video button’s label.', {
      title: 'Video button label',
      description: 'On the testimonial video in the hero.',
    }),
    group(
      'beforeAfter',
      [
        line('title', 80, 'Its title.'),
        paragraph('lead', 300, 'A paragraph under its title.', { rows: 2 }),
        panelTabs,
        line('before', 20, 'The “before” panel’s label.', { title: 'Before label' }),
        line('after', 20, 'The “after” panel’s label.', { title: 'After label' }),
        line('problemsLabel', 60, 'The heading of the “before” points.', {
          title: 'Before points heading',
          description: 'Above what held the old video back.',
        }),
        line('improvementsLabel', 60, 'The heading of the “after” points.', {
          title: 'After points heading',
          description: 'Above what the new video changed.',
        }),
      ],
      'The before/after section.',
      { title: 'Before and after', description: 'Each study’s old and new videos, tab by tab.' },
    ),
    group(
      'gif',
      [line('eyebrow', 30, 'The label above its title.'), line('title', 80, 'Its title.')],
      'The GIF section.',
      {
        title: 'GIF section',
        description: 'Above each study’s looping clip; the text beside it is the study’s own.',
      },
    ),
    closingCta({
      group: undefined,
      description:
        'The section at the end of every case study; its button books a discovery call, beside the pricing button.',
    }),
    line('pricingLabel', 30, 'The pricing button’s label.', {
      title: 'Pricing button label',
      description: 'Beside the booking button at the end of every case study; it leads to the pricing page.',
    }),
  ],
  'The case study pages’ words.',
  {
    title: 'Case study pages',
    group: 'study',
    description: 'The words every /case-studies/… page shares; each study’s story is its own document.',
  },
);

export const caseStudiesPage = pageDocument('caseStudiesPage', 'Case studies page', ChartUpwardIcon, {
  tabs: { list: 'Client stories', cta: 'Call to action', study: 'Case study page' },
  seoDescription:
    'How search engines and shared links show /case-studies. Empty title: the hero’s badge; empty description: the hero’s lead.',
  fields: [
    line('backLabel', 40, 'The back link’s label.', {
      title: 'Back link',
      group: 'hero',
      description: 'Above the badge, here and on every case study’s page; it leads to the home page.',
    }),
    ...heroFields({ badgeMax: 30, titleMax: 80, leadMax: 300 }),
    list('claims', [claim], ['number', 'numbers'], [1, 4], {
      title: 'Headline numbers',
      group: 'hero',
      description: 'In one row under the lead; at most 4. Quote a claim of the settings as {roi}, {guarantee}….',
    }),
    tabTitle('list', 'Client stories', 80, 'The list’s title.'),
    line('listEmpty', 120, 'What the page says with no case study.', {
      title: 'No case studies',
      group: 'list',
      description: 'Shown instead of the list while no case study is published.',
    }),
    line('watchLabel', 40, 'The video button’s label.', {
      title: 'Video button label',
      group: 'list',
      description: 'On each card’s poster; it opens the study’s video.',
    }),
    line('readLabel', 40, 'The link’s label.', {
      title: 'Case study link label',
      group: 'list',
      description: 'On the cards of the studies with a page of their own.',
    }),
    line('featuredLabel', 20, 'The badge’s label.', {
      title: 'Featured badge',
      group: 'list',
      description: 'On the cards of the studies with a page of their own.',
    }),
    closingCta(),
    studyPage,
  ],
});

/** The page as the site reads it, by its fixed id (lib/marketing/case-studies-page/read.ts). */
export const caseStudiesPageQuery = defineQuery(`*[_type == "caseStudiesPage" && _id == "caseStudiesPage"][0]{
  _id, ${seoProjection}, backLabel, badge, title, lead, claims[]{ value, label },
  listTitle, listEmpty, watchLabel, readLabel, featuredLabel, cta{ title, text, label, note },
  study{
    badge, clientLabel, watchLabel,
    beforeAfter{ title, lead, tabs{ testimonials, tutorials, verticalAds }, before, after, problemsLabel, improvementsLabel },
    gif{ eyebrow, title },
    cta{ title, text, label, note },
    pricingLabel
  }
}`);
