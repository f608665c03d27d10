// Sanity schema: the pricing page's words (hero, plans, FAQ, closing call to action, SEO); one document, edited as
// the Studio's Pricing, and its query. The site's parser (pricingPageSchema in lib/marketing/schemas.ts) is derived
// from this definition: a page the site would refuse cannot be published.
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineQuery } from 'groq';
import { defineField } from '../fields/define';
import { heroFields, pageDocument, tabLead, tabTitle } from '../fields/page';
import { buttonSection, closingCall, faqList } from '../fields/shapes';
import { item, line, lineItem, list, paragraph } from '../fields/text';
import { seoProjection } from './seo';

const feature = lineItem(80, 'Write the feature, or remove the line.');

export const plan = item(
  'plan',
  'Plan',
  [
    line('name', 30, 'The plan’s name.'),
    line('price', 30, 'The price, as the card shows it.', {
      description: 'Shown as written: “$499”, “Price on demand”.',
    }),
    line('period', 30, false, { description: 'Optional: after the price, e.g. “per video”.' }),
    paragraph('description', 160, 'A line on who the plan is for.', { rows: 2 }),
    list('features', [feature], ['feature', 'features'], [1, 8]), // a card stays shorter than a phone's screen
    defineField({
      name: 'popular',
      title: 'Most popular',
      type: 'boolean',
      description: 'On: the card is highlighted and carries the popular badge.',
      initialValue: false,
    }),
    line('cta', 40, 'The button’s label.', {
      title: 'Button label',
      description: 'The card’s button books a discovery call.',
    }),
  ],
  {
    preview: {
      select: { name: 'name', price: 'price', period: 'period', popular: 'popular' },
      prepare: ({
        name,
        price,
        period,
        popular,
      }: {
        name?: string;
        price?: string;
        period?: string;
        popular?: boolean;
      }) => ({
        title: name || 'Plan',
        subtitle: [[price, period].filter(Boolean).join(' '), popular ? 'most popular' : '']
          .filter(Boolean)
          .join(' · '),
        media: CreditCardIcon,
      }),
    },
  },
);

export const pricingPage = pageDocument('pricingPage', 'Pricing', CreditCardIcon, {
  tabs: { plans: 'Plans', faq: 'FAQ', cta: 'Call to action' },
  fields: [
    ...heroFields({ badgeMax: 30, titleMax: 80, leadMax: 300 }),
    tabTitle('plans', 'Plans', 80, 'The plans section’s title.'),
    tabLead('plans', 'Plans', 300, 'A line under the plans’ title.'),
    line('popularBadge', 30, 'The popular plan’s badge.', {
      title: 'Popular badge',
      group: 'plans',
      description: 'The badge on the plan marked most popular, e.g. “Most Popular”.',
    }),
    // The grid has three columns at most.
    list('plans', [plan], ['plan', 'plans'], [1, 3], {
      group: 'plans',
      description: 'In the order the cards appear; at most 3, one row on a wide screen.',
    }),
    paragraph('plansNote', 160, false, {
      title: 'Plans: note',
      group: 'plans',
      rows: 2,
      description: 'Optional: a small line under the cards, e.g. what every plan includes or what prices exclude.',
    }),
    tabTitle('faq', 'FAQ', 80, 'The FAQ’s title.'),
    tabLead('faq', 'FAQ', 300, 'A line under the FAQ’s title.'),
    faqList('faq', { group: 'faq' }),
    // Not the shared closing call: its button label is required, and it has no note.
    buttonSection('finalCta', [80, 300, 40], 'The closing call to action.', closingCall),
  ],
});

/** The pricing page, by its fixed id (its type's name). */
export const pricingPageQuery = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  _id, ${seoProjection}, badge, title, lead, plansTitle, plansLead, popularBadge,
  plans[]{ name, price, period, description, features, popular, cta }, plansNote,
  faqTitle, faqLead, faq[]{ question, answer }, finalCta{ title, text, label }
}`);
