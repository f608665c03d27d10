// Sanity schema: the site settings, one document every page shows: the booking page every "book a call" button
// opens and the words those buttons and the shared links say when a page has none of its own, the agency's
// profiles, its e-mail addresses, the legal pages' effective date and the claims the pages quote. The claims' parser
// (siteSettingsSchema in lib/marketing/schemas.ts) is derived from this definition; the addresses' rules match its
// own: settings the site would refuse cannot be published.
import { CogIcon } from '@sanity/icons/Cog';
import type { ObjectRule } from 'sanity';
import type { ClaimName } from '../../lib/marketing/limits';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { fieldsOf, object } from '../fields/site-shape';
import { field, line } from '../fields/text';

/** An https address the site needs: the booking page, the profiles. */
const secureUrl = (name: string, title: string, description: string, message: string) =>
  defineField({
    name,
    title,
    type: 'url',
    description,
    validation: (rule) => [rule.required().error(message), rule.uri({ scheme: ['https'] }).error('An https address.')],
  });

/** Each claim: its name in the pages' texts, and where today's words quote it. */
const claimFields: Record<ClaimName, { title: string; example: string }> = {
  guarantee: { title: 'Guarantee (days)', example: '“30” in “30-day performance guarantee”' },
  process: { title: 'Process (days)', example: '“14” in “in 14 days”' },
  delivery: { title: 'Average delivery (hours)', example: '“72” in “72 hrs average delivery”' },
  conversion: { title: 'Best conversion increase', example: '“340%”' },
  churn: { title: 'Early churn reduction', example: '“40%”' },
  bounce: { title: 'Landing page bounce rate', example: '“73%” of visitors bounce' },
  multiplier: { title: 'Conversion with video', example: '“3-5x” higher conversion' },
  approval: { title: 'Scripts approved first time', example: '“92%”' },
  founders: { title: 'Founders served', example: '“150+”' },
  companies: { title: 'Companies served', example: '“50+”' },
  roi: { title: 'Average ROI increase', example: '“250%”' },
};

/** A claim's figure, shown as written: '30', '150+', '3-5x'. */
const claimFieldList = (Object.entries(claimFields) as [ClaimName, (typeof claimFields)[ClaimName]][]).map(
  ([name, { title, example }]) =>
    line(name, 12, `${title}: the figure the pages quote.`, {
      title,
      description: `{${name}}: ${example}. Shown as written.`,
    }),
);

/** The claims, each a figure the pages quote by its name. */
export const claims = field(
  {
    name: 'claims',
    title: 'Claims',
    type: 'object',
    description:
      'The numbers the site quotes. A page’s text quotes one by its name in braces, {process}, and shows its value here: change it once and every page says the same. The terms of service quote their own numbers: a change there is a change of the contract, made with its text.',
    validation: (rule: ObjectRule) => rule.required(),
    options: { collapsible: true, collapsed: true },
    fields: claimFieldList,
  },
  object(fieldsOf(claimFieldList)),
);

/** The booking button's words where a page's closing call leaves its own empty (posts, service and story pages). */
export const bookingLabel = line('bookingLabel', 40, 'The booking button’s words.', {
  title: 'Label',
  fieldset: 'bookingButton',
  description:
    'The words of the booking button that closes the posts, the service pages and the case studies. A page’s own label wins when set.',
});
export const bookingNote = line('bookingNote', 80, false, {
  title: 'Note',
  fieldset: 'bookingButton',
  description:
    'The small line under that button (and under a post’s call in its text), e.g. how long the call takes. A page’s own note wins when set; empty, no line.',
});
/** The shared links' words: the back link above the service pages' headings, and the pricing button. */
export const backLabel = line('backLabel', 30, 'The back link’s words.', {
  title: 'Back link',
  fieldset: 'sharedLinks',
  description:
    'The link to the home page above the service pages’ headings. A page’s own (the case studies’) wins when set.',
});
export const pricingLabel = line('pricingLabel', 30, 'The pricing button’s words.', {
  title: 'Pricing button',
  fieldset: 'sharedLinks',
  description:
    'The button to /pricing beside a closing call that offers it. A page’s own (the case studies’) wins when set.',
});
/** The day the privacy policy, the terms and the cookie policy take effect: their heroes say it in words. */
const legalEffectiveDate = defineField({
  name: 'legalEffectiveDate',
  title: 'Legal pages’ effective date',
  type: 'date',
  description:
    'The day the privacy policy, the terms of service and the cookie policy take effect: each page’s hero says it in words. Change it with their texts.',
  options: { dateFormat: 'MMMM D, YYYY' },
  validation: (rule) => rule.required().error('The legal pages’ effective date.'),
});

const emailField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'email',
    description,
    validation: (rule) => rule.required().error(`${title}: an e-mail address.`),
  });

export const siteSettings = document(
  'siteSettings',
  'Settings',
  [
    secureUrl(
      'bookingUrl',
      'Booking page',
      'The discovery call on the scheduling service. Every “book a call” button on the site opens it, with tags that name the page and the button.',
      'The booking page’s address.',
    ),
    bookingLabel,
    bookingNote,
    backLabel,
    pricingLabel,
    secureUrl(
      'socialUrl',
      'Social profile',
      'Instagram (or another social profile): search engines read it as the agency’s.',
      'The social profile’s address.',
    ),
    secureUrl(
      'professionalNetworkUrl',
      'Professional network profile',
      'The company page on LinkedIn: the footer links to it.',
      'The company page’s address.',
    ),
    defineField({
      name: 'email',
      title: 'E-mail addresses',
      type: 'object',
      description:
        'The legal pages quote their own addresses: a change there is a change of the policy, made with its text.',
      validation: (rule) => rule.required(),
      fields: [
        emailField('hello', 'General', 'For clients and everyone else (search engines show it).'),
        emailField('careers', 'Careers', 'Where applications go.'),
      ],
    }),
    legalEffectiveDate,
    claims,
  ],
  {
    icon: CogIcon,
    fieldsets: [
      { name: 'bookingButton', title: 'Booking button', options: { collapsible: true } },
      { name: 'sharedLinks', title: 'Shared links', options: { collapsible: true } },
    ],
    preview: { prepare: () => ({ title: 'Settings' }) },
  },
);
