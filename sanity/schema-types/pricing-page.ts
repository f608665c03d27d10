// Sanity schema: the pricing page's words (hero, plans, FAQ, closing call to action, SEO); one document, edited as
// the Studio's Pricing. Validation mirrors pricingPageSchema in lib/marketing/schemas.ts: a page the site would
// refuse cannot be published.
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { pricingLimits as limits } from '../../lib/marketing/limits';
import { itemCount, optionalText, quotesKnownClaims, requiredText } from '../fields/rules';

const plan = defineArrayMember({
  name: 'plan',
  title: 'Plan',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The plan’s name.', limits.planNameMax),
    }),
    defineField({
      name: 'price',
      type: 'string',
      description: 'Shown as written: “$499”, “Price on demand”.',
      validation: (rule) => requiredText(rule, 'The price, as the card shows it.', limits.priceMax),
    }),
    defineField({
      name: 'period',
      type: 'string',
      description: 'Optional: after the price, e.g. “per video”.',
      validation: (rule) => optionalText(rule, limits.periodMax),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 2,
      validation: (rule) => requiredText(rule, 'A line on who the plan is for.', limits.planDescriptionMax),
    }),
    defineField({
      name: 'features',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => requiredText(rule, 'Write the feature, or remove the line.', limits.featureMax),
        }),
      ],
      validation: (rule) => itemCount(rule, ['feature', 'features'], limits.featuresMin, limits.featuresMax),
    }),
    defineField({
      name: 'popular',
      title: 'Most popular',
      type: 'boolean',
      description: 'On: the card is highlighted and carries the popular badge.',
      initialValue: false,
    }),
    defineField({
      name: 'cta',
      title: 'Button label',
      type: 'string',
      description: 'The card’s button books a discovery call.',
      validation: (rule) => requiredText(rule, 'The button’s label.', limits.ctaMax),
    }),
  ],
  preview: {
    select: { name: 'name', price: 'price', period: 'period', popular: 'popular' },
    prepare: ({ name, price, period, popular }) => ({
      title: name || 'Plan',
      subtitle: [[price, period].filter(Boolean).join(' '), popular ? 'most popular' : ''].filter(Boolean).join(' · '),
      media: CreditCardIcon,
    }),
  },
});

const faqItem = defineArrayMember({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The question.', limits.questionMax),
    }),
    defineField({
      name: 'answer',
      type: 'text',
      rows: 4,
      validation: (rule) => requiredText(rule, 'The answer.', limits.answerMax),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
});

export const pricingPage = defineType({
  name: 'pricingPage',
  title: 'Pricing',
  type: 'document',
  icon: CreditCardIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'plans', title: 'Plans' },
    { name: 'faq', title: 'FAQ' },
    { name: 'cta', title: 'Call to action' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'badge',
      type: 'string',
      group: 'hero',
      description: 'The small label above the title.',
      validation: (rule) => requiredText(rule, 'The label above the title.', limits.badgeMax),
    }),
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
      name: 'plansTitle',
      title: 'Plans: title',
      type: 'string',
      group: 'plans',
      validation: (rule) => requiredText(rule, 'The plans section’s title.', limits.titleMax),
    }),
    defineField({
      name: 'plansLead',
      title: 'Plans: lead',
      type: 'text',
      rows: 2,
      group: 'plans',
      validation: (rule) => requiredText(rule, 'A line under the plans’ title.', limits.leadMax),
    }),
    defineField({
      name: 'popularBadge',
      title: 'Popular badge',
      type: 'string',
      group: 'plans',
      description: 'The badge on the plan marked most popular, e.g. “Most Popular”.',
      validation: (rule) => requiredText(rule, 'The popular plan’s badge.', limits.badgeMax),
    }),
    defineField({
      name: 'plans',
      type: 'array',
      group: 'plans',
      description: `In the order the cards appear; at most ${limits.plansMax}, one row on a wide screen.`,
      of: [plan],
      validation: (rule) => itemCount(rule, ['plan', 'plans'], limits.plansMin, limits.plansMax),
    }),
    defineField({
      name: 'faqTitle',
      title: 'FAQ: title',
      type: 'string',
      group: 'faq',
      validation: (rule) => requiredText(rule, 'The FAQ’s title.', limits.titleMax),
    }),
    defineField({
      name: 'faqLead',
      title: 'FAQ: lead',
      type: 'text',
      rows: 2,
      group: 'faq',
      validation: (rule) => requiredText(rule, 'A line under the FAQ’s title.', limits.leadMax),
    }),
    defineField({
      name: 'faq',
      title: 'Questions',
      type: 'array',
      group: 'faq',
      of: [faqItem],
      validation: (rule) => itemCount(rule, ['question', 'questions'], limits.faqMin, limits.faqMax),
    }),
    defineField({
      name: 'finalCta',
      title: 'Closing call to action',
      type: 'object',
      group: 'cta',
      description: 'The section at the end of the page; its button books a discovery call.',
      validation: (rule) => rule.required().error('The closing call to action.'),
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => requiredText(rule, 'Its title.', limits.titleMax),
        }),
        defineField({
          name: 'text',
          type: 'text',
          rows: 3,
          validation: (rule) => requiredText(rule, 'A paragraph under its title.', limits.ctaTextMax),
        }),
        defineField({
          name: 'label',
          title: 'Button label',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The button’s label.', limits.ctaMax),
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'title' },
    prepare: ({ subtitle }) => ({ title: 'Pricing', subtitle }),
  },
});
