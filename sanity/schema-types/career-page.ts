// Sanity schema: the career page's words (hero, the openings' headings, perks, the general inquiry, SEO); one
// document, edited as the Studio's Career page. The openings are documents of their own (job-opening.ts).
// Validation mirrors careerPageSchema in lib/marketing/about-career/schemas.ts: a page the site would refuse cannot
// be published.
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { StarIcon } from '@sanity/icons/Star';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { careerLimits as limits } from '../../lib/marketing/about-career/limits';
import { itemCount, quotesKnownClaims, requiredText } from '../fields/rules';

const perk = defineArrayMember({
  name: 'perk',
  title: 'Perk',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The perk, e.g. “Remote-first culture”.', limits.cardTitleMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 2,
      validation: (rule) => requiredText(rule, 'A line on what it means.', limits.cardTextMax),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});

export const careerPage = defineType({
  name: 'careerPage',
  title: 'Career page',
  type: 'document',
  icon: EarthGlobeIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'openings', title: 'Openings' },
    { name: 'perks', title: 'Perks' },
    { name: 'inquiry', title: 'General inquiry' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'hero',
      validation: (rule) => requiredText(rule, 'The page’s title.', limits.titleMax),
    }),
    defineField({
      name: 'lead',
      type: 'text',
      rows: 3,
      group: 'hero',
      validation: (rule) => requiredText(rule, 'A paragraph under the title.', limits.leadMax),
    }),
    defineField({
      name: 'openingsTitle',
      title: 'Openings: title',
      type: 'string',
      group: 'openings',
      validation: (rule) => requiredText(rule, 'The openings’ title.', limits.sectionTitleMax),
    }),
    defineField({
      name: 'openingsLead',
      title: 'Openings: lead',
      type: 'text',
      rows: 2,
      group: 'openings',
      description: 'When every open role is remote, the page says so before this line (“Both roles are remote.”).',
      validation: (rule) => requiredText(rule, 'A line under the openings’ title.', limits.sectionLeadMax),
    }),
    defineField({
      name: 'noOpenings',
      title: 'No openings',
      type: 'string',
      group: 'openings',
      description: 'Shown instead of the list while no role is open.',
      validation: (rule) => requiredText(rule, 'What the page says with no open role.', limits.emptyMax),
    }),
    defineField({
      name: 'requirementsTitle',
      title: 'Requirements heading',
      type: 'string',
      group: 'openings',
      description: 'Above each opening’s requirements, e.g. “What you bring”.',
      validation: (rule) => requiredText(rule, 'The requirements’ heading.', limits.sectionTitleMax),
    }),
    defineField({
      name: 'applyLabel',
      title: 'Apply button label',
      type: 'string',
      group: 'openings',
      description: 'Each opening’s button; it writes to the careers address, the subject naming the role.',
      validation: (rule) => requiredText(rule, 'The apply button’s label.', limits.labelMax),
    }),
    defineField({
      name: 'perksTitle',
      title: 'Perks: title',
      type: 'string',
      group: 'perks',
      validation: (rule) => requiredText(rule, 'The perks’ title.', limits.sectionTitleMax),
    }),
    defineField({
      name: 'perks',
      type: 'array',
      group: 'perks',
      description: 'Three a row; the icons follow in a fixed order.',
      of: [perk],
      validation: (rule) => itemCount(rule, ['perk', 'perks'], limits.perksMin, limits.perksMax),
    }),
    defineField({
      name: 'inquiry',
      title: 'General inquiry',
      type: 'object',
      group: 'inquiry',
      description: 'The section at the end of the page; its button writes to the careers address.',
      validation: (rule) => rule.required().error('The general inquiry.'),
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => requiredText(rule, 'Its title.', limits.sectionTitleMax),
        }),
        defineField({
          name: 'text',
          type: 'text',
          rows: 3,
          validation: (rule) => requiredText(rule, 'A paragraph under its title.', limits.inquiryTextMax),
        }),
        defineField({
          name: 'label',
          title: 'Button label',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The button’s label.', limits.labelMax),
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      description: 'The page’s description in search results names the open roles after it (“Open roles: …”).',
    }),
  ],
  preview: {
    select: { subtitle: 'title' },
    prepare: ({ subtitle }) => ({ title: 'Career page', subtitle }),
  },
});
