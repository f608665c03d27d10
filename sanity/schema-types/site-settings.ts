// Sanity schema: the site settings, one document every page shows: the booking page every "book a call" button
// opens, the agency's profiles and its e-mail addresses. Validation mirrors siteSettingsSchema in
// lib/marketing/schemas.ts: settings the site would refuse cannot be published.
import { CogIcon } from '@sanity/icons/Cog';
import { defineField, defineType, type UrlRule } from 'sanity';

const secureAddress = (rule: UrlRule, message: string) => [
  rule.required().error(message),
  rule.uri({ scheme: ['https'] }).error('An https address.'),
];

const emailField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'email',
    description,
    validation: (rule) => rule.required().error(`${title}: an e-mail address.`),
  });

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'bookingUrl',
      title: 'Booking page',
      type: 'url',
      description:
        'The discovery call on the scheduling service. Every “book a call” button on the site opens it, with tags that name the page and the button.',
      validation: (rule) => secureAddress(rule, 'The booking page’s address.'),
    }),
    defineField({
      name: 'socialUrl',
      title: 'Social profile',
      type: 'url',
      description: 'Instagram (or another social profile): search engines read it as the agency’s.',
      validation: (rule) => secureAddress(rule, 'The social profile’s address.'),
    }),
    defineField({
      name: 'professionalNetworkUrl',
      title: 'Professional network profile',
      type: 'url',
      description: 'The company page on LinkedIn: the footer links to it.',
      validation: (rule) => secureAddress(rule, 'The company page’s address.'),
    }),
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
  ],
  preview: { prepare: () => ({ title: 'Settings' }) },
});
