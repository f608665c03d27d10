// Sanity schema: the pricing page's words (hero, plans, FAQ, closing call to action, SEO); one document, edited as
// the Studio's Pricing. Validation mirrors pricingPageSchema in lib/marketing/schemas.ts: a page the site would
// refuse cannot be published.
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField } from 'sanity';
import { pricingLimits as limits } from '../../lib/marketing/limits';
import { heroFields, pageDocument, tabLead, tabTitle } from '../fields/page';
import { buttonSection, closingCall, faqList } from '../fields/shapes';
import { item, line, lineItem, list, paragraph } from '../fields/text';

const feature = lineItem(limits.featureMax, 'Write the feature, or remove the line.');

const plan = item(
  'plan',
  'Plan',
  [
    line('name', limits.planNameMax, 'The plan’s name.'),
    line('price', limits.priceMax, 'The price, as the card shows it.', {
      description: 'Shown as written: “$499”, “Price on demand”.',
    }),
    line('period', limits.periodMax, false, { description: 'Optional: after the price, e.g. “per video”.' }),
    paragraph('description', limits.planDescriptionMax, 'A line on who the plan is for.', { rows: 2 }),
    list('features', [feature], ['feature', 'features'], [limits.featuresMin, limits.featuresMax]),
    defineField({
      name: 'popular',
      title: 'Most popular',
      type: 'boolean',
      description: 'On: the card is highlighted and carries the popular badge.',
      initialValue: false,
    }),
    line('cta', limits.ctaMax, 'The button’s label.', {
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
    ...heroFields(limits),
    tabTitle('plans', 'Plans', limits.titleMax, 'The plans section’s title.'),
    tabLead('plans', 'Plans', limits.leadMax, 'A line under the plans’ title.'),
    line('popularBadge', limits.badgeMax, 'The popular plan’s badge.', {
      title: 'Popular badge',
      group: 'plans',
      description: 'The badge on the plan marked most popular, e.g. “Most Popular”.',
    }),
    list('plans', [plan], ['plan', 'plans'], [limits.plansMin, limits.plansMax], {
      group: 'plans',
      description: `In the order the cards appear; at most ${limits.plansMax}, one row on a wide screen.`,
    }),
    tabTitle('faq', 'FAQ', limits.titleMax, 'The FAQ’s title.'),
    tabLead('faq', 'FAQ', limits.leadMax, 'A line under the FAQ’s title.'),
    faqList('faq', { group: 'faq' }),
    // Not the shared closing call: its button label is required, and it has no note.
    buttonSection(
      'finalCta',
      [limits.titleMax, limits.ctaTextMax, limits.ctaMax],
      'The closing call to action.',
      closingCall,
    ),
  ],
});
