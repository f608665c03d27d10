// Sanity schema: the site settings, one document every page shows: the booking page every "book a call" button
// opens, the agency's profiles, its e-mail addresses and the claims the pages quote. The claims' parser
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
    claims,
  ],
  { icon: CogIcon, preview: { prepare: () => ({ title: 'Settings' }) } },
);
