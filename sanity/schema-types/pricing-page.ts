// Sanity schema: the pricing page's words (hero, plans, FAQ, closing call to action, SEO); one document, edited as
// the Studio's Pricing, and its query. The site's parser (pricingPageSchema in lib/marketing/schemas.ts) is derived
// from this definition: a page the site would refuse cannot be published.
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import type { ObjectRule } from 'sanity';
import { defineQuery } from 'groq';
import { defineField } from '../fields/define';
import { heroFields, pageDocument, tabParagraph, tabTitle } from '../fields/page';
import { buttonSection, closingCall, faqList } from '../fields/shapes';
import { fieldsOf, object } from '../fields/site-shape';
import { field, item, line, lineItem, list, paragraph } from '../fields/text';
import { seoProjection } from './seo';

const feature = lineItem(80, 'Write the feature, or remove the line.');

/** A price and its period, as the card shows them: the plan's own and its next one take the same. */
const priceMax = 30;
const periodMax = 30;

/** The Studio's word on a next price without its time. */
export const nextPriceTimeMessage = 'The time the new price takes effect.';

type NextPrice = { price?: string; period?: string; from?: string };

/** "→ $599 per video from 1 Dec 2026, 09:00": the plan's row says its price is scheduled, in the editor's time
 * (or `timeZone`). Without a period of its own, the plan's stays, as on the card. */
export function nextPriceNote(next: NextPrice | undefined, period: string | undefined, timeZone?: string): string {
  if (!next?.price) return '';
  const at = next.from ? new Date(next.from) : null;
  const when =
    at && !Number.isNaN(at.getTime())
      ? ` from ${at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone })}`
      : '';
  return `→ ${[next.price, next.period || period].filter(Boolean).join(' ')}${when}`;
}

/** Where the document's other texts quote a plan's price that is about to change (its SEO description, a FAQ
 * answer): those words do not change with it. Only a price with a figure: "Price on demand" is a phrase. */
export function textsQuotingPrice(document: unknown, price: unknown): boolean {
  if (typeof price !== 'string' || !/\d/.test(price)) return false;
  const quoted = price.trim();
  const texts = (node: unknown, key = ''): string[] => {
    if (typeof node === 'string') return key === 'price' ? [] : [node];
    if (Array.isArray(node)) return node.flatMap((entry) => texts(entry));
    if (node && typeof node === 'object')
      return Object.entries(node).flatMap(([name, value]) => (name === 'nextPrice' ? [] : texts(value, name)));
    return [];
  };
  return texts(document).some((text) => text.includes(quoted));
}

const nextPriceFields = [
  line('price', priceMax, 'The new price, as the card will show it.', {
    description: 'Shown as written, as the price above.',
  }),
  line('period', periodMax, false, {
    description: 'Optional: after the new price. Empty: the period above stays.',
  }),
  defineField({
    name: 'from',
    title: 'From',
    type: 'datetime',
    description: 'When the card starts showing the new price.',
    validation: (rule) => rule.required().error(nextPriceTimeMessage),
  }),
] as const;

/** The plan's next price: what the card shows from a time the editor sets, with nothing to publish then. Optional;
 * once there, its price and its time are required. The site reads its texts with these limits; its time is the
 * parser's (a datetime has no text shape). */
export const nextPrice = field(
  {
    name: 'nextPrice',
    title: 'Next price',
    type: 'object',
    description:
      'Optional: a price that replaces the one above at the time you set, with nothing to publish then (a site built as static files shows it from its first build after that time). Until then visitors and the preview see the price above. Once it shows, you may move it into Price and remove this.',
    fields: nextPriceFields,
    validation: (rule: ObjectRule) =>
      rule
        .custom((next, context) =>
          next !== undefined &&
          textsQuotingPrice(context.document, (context.parent as { price?: unknown } | undefined)?.price)
            ? 'Another text of this page quotes the price above (the SEO description, a FAQ answer…): it will not change with the price.'
            : true,
        )
        .warning(),
  },
  object(fieldsOf(nextPriceFields)),
);

export const plan = item(
  'plan',
  'Plan',
  [
    line('name', 30, 'The plan’s name.'),
    line('price', priceMax, 'The price, as the card shows it.', {
      description: 'Shown as written: “$499”, “Price on demand”.',
    }),
    line('period', periodMax, false, { description: 'Optional: after the price, e.g. “per video”.' }),
    nextPrice,
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
      select: { name: 'name', price: 'price', period: 'period', nextPrice: 'nextPrice', popular: 'popular' },
      prepare: ({
        name,
        price,
        period,
        nextPrice: next,
        popular,
      }: {
        name?: string;
        price?: string;
        period?: string;
        nextPrice?: NextPrice;
        popular?: boolean;
      }) => ({
        title: name || 'Plan',
        subtitle: [
          [price, period, nextPriceNote(next, period)].filter(Boolean).join(' '),
          popular ? 'most popular' : '',
        ]
          .filter(Boolean)
          .join(' · '),
        media: CreditCardIcon,
      }),
    },
  },
);

export const pricingPage = pageDocument('pricingPage', 'Pricing', CreditCardIcon, {
  tabs: { roi: 'ROI calculator', plans: 'Plans', faq: 'FAQ', cta: 'Call to action' },
  fields: [
    ...heroFields({ badgeMax: 30, titleMax: 80, leadMax: 300 }),
    // The words around the calculator; its own labels, units and results are the tool's (content/pricing.ts).
    tabTitle('roi', 'ROI calculator', 80, 'The ROI calculator’s title.'),
    tabParagraph('roi', 'lead', 'ROI calculator', 300, 'A line under the calculator’s title.', {
      description: 'How to use the sliders; the calculator’s own labels and results are the site’s.',
    }),
    tabParagraph('roi', 'disclaimer', 'ROI calculator', 200, 'The line under the calculator’s results.', {
      description: 'Under the estimated return: what the estimate is, and is not.',
    }),
    tabTitle('plans', 'Plans', 80, 'The plans section’s title.'),
    tabParagraph('plans', 'lead', 'Plans', 300, 'A line under the plans’ title.'),
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
    tabParagraph('plans', 'note', 'Plans', 160, false, {
      description: 'Optional: a small line under the cards, e.g. what every plan includes or what prices exclude.',
    }),
    tabTitle('faq', 'FAQ', 80, 'The FAQ’s title.'),
    tabParagraph('faq', 'lead', 'FAQ', 300, 'A line under the FAQ’s title.'),
    faqList('faq', { group: 'faq' }),
    // Not the shared closing call: its button label is required, and it has no note.
    buttonSection('finalCta', [80, 300, 40], 'The closing call to action.', closingCall),
  ],
});

/** The pricing page, by its fixed id (its type's name). */
export const pricingPageQuery = defineQuery(`*[_type == "pricingPage" && _id == "pricingPage"][0]{
  _id, ${seoProjection}, badge, title, lead, roiTitle, roiLead, roiDisclaimer, plansTitle, plansLead, popularBadge,
  plans[]{ name, price, period, nextPrice{ price, period, from }, description, features, popular, cta }, plansNote,
  faqTitle, faqLead, faq[]{ question, answer }, finalCta{ title, text, label }
}`);
