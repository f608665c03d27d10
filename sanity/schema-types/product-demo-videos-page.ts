// Sanity schema: the /product-demo-videos page's words and videos (hero, highlights, what's included, production
// modes, the process, samples, the pricing card, closing call to action, SEO); one document, edited as the Studio's
// Product demo videos. Validation mirrors productDemoVideosPageSchema in lib/marketing/service-pages/schemas.ts: a
// page the site would refuse cannot be published.
import { PresentationIcon } from '@sanity/icons/Presentation';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { servicePageLimits as limits } from '../../lib/marketing/service-pages/limits';
import { itemCount, quotesKnownClaims, requiredText } from '../fields/rules';
import {
  badgeField,
  card,
  closingCtaField,
  ctaGroup,
  heroGroup,
  itemsField,
  leadField,
  processStep,
  sectionField,
  seoField,
  seoGroup,
  statsField,
  titleField,
  videoSample,
} from './service-page-parts';

const productionMode = defineArrayMember({
  name: 'productionMode',
  title: 'Mode',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The mode’s name.', limits.cardTitleMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(rule, 'How it works.', limits.cardTextMax),
    }),
    defineField({
      name: 'points',
      type: 'array',
      description: 'Ticked lines under the text.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => requiredText(rule, 'Write the line, or remove it.', limits.pointMax),
        }),
      ],
      validation: (rule) => itemCount(rule, ['line', 'lines'], limits.pointsMin, limits.pointsMax),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});

export const productDemoVideosPage = defineType({
  name: 'productDemoVideosPage',
  title: 'Product demo videos',
  type: 'document',
  icon: PresentationIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    heroGroup,
    { name: 'sections', title: 'Sections' },
    { name: 'samples', title: 'Samples' },
    ctaGroup,
    seoGroup,
  ],
  fields: [
    badgeField,
    titleField,
    leadField,
    statsField,
    sectionField({
      name: 'included',
      title: 'What’s included',
      group: 'sections',
      fields: [
        itemsField({
          of: [card],
          noun: ['card', 'cards'],
          min: limits.cardsMin,
          max: limits.cardsMax,
          description: `In the order they appear, each with its icon by place; at most ${limits.cardsMax}.`,
        }),
      ],
    }),
    sectionField({
      name: 'modes',
      title: 'Production modes',
      group: 'sections',
      fields: [
        itemsField({ of: [productionMode], noun: ['mode', 'modes'], min: limits.modesMin, max: limits.modesMax }),
      ],
    }),
    sectionField({
      name: 'process',
      title: 'Process',
      group: 'sections',
      fields: [itemsField({ of: [processStep], noun: ['step', 'steps'], min: limits.stepsMin, max: limits.stepsMax })],
    }),
    sectionField({
      name: 'samples',
      title: 'Samples',
      group: 'samples',
      fields: [
        itemsField({
          of: [videoSample],
          noun: ['video', 'videos'],
          min: limits.samplesMin,
          max: limits.samplesMax,
          description: `Three to a row on a wide screen; at most ${limits.samplesMax}.`,
        }),
      ],
    }),
    defineField({
      name: 'pricing',
      title: 'Pricing card',
      type: 'object',
      group: 'samples',
      description: 'The card under the samples; its button opens the pricing page.',
      validation: (rule) => rule.required().error('The pricing card.'),
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => requiredText(rule, 'Its title.', limits.sectionTitleMax),
        }),
        defineField({
          name: 'text',
          type: 'text',
          rows: 2,
          validation: (rule) => requiredText(rule, 'A line under its title.', limits.sectionLeadMax),
        }),
        defineField({
          name: 'label',
          title: 'Button label',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The button’s label.', limits.ctaLabelMax),
        }),
      ],
    }),
    closingCtaField,
    seoField,
  ],
  preview: {
    select: { subtitle: 'title' },
    prepare: ({ subtitle }) => ({ title: 'Product demo videos', subtitle }),
  },
});
