// Sanity schema: the /video-production page's words and videos (hero, signature work, why we're different, the
// steps, closing call to action, SEO); one document, edited as the Studio's Video production. Validation mirrors
// videoProductionPageSchema in lib/marketing/service-pages/schemas.ts: a page the site would refuse cannot be
// published.
import { VideoIcon } from '@sanity/icons/Video';
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
  processStep,
  sectionField,
  seoField,
  seoGroup,
  titleField,
  videoSample,
} from './service-page-parts';

export const videoProductionPage = defineType({
  name: 'videoProductionPage',
  title: 'Video production',
  type: 'document',
  icon: VideoIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    heroGroup,
    { name: 'work', title: 'Signature work' },
    { name: 'sections', title: 'Sections' },
    ctaGroup,
    seoGroup,
  ],
  fields: [
    badgeField,
    titleField,
    defineField({
      name: 'intro',
      title: 'Paragraphs',
      type: 'array',
      group: 'hero',
      description: 'Under the title; the first is set larger.',
      of: [
        defineArrayMember({
          type: 'text',
          rows: 3,
          validation: (rule) => requiredText(rule, 'Write the paragraph, or remove it.', limits.paragraphMax),
        }),
      ],
      validation: (rule) => itemCount(rule, ['paragraph', 'paragraphs'], limits.introMin, limits.introMax),
    }),
    sectionField({
      name: 'showcase',
      title: 'Signature work',
      group: 'work',
      fields: [
        itemsField({
          of: [videoSample],
          noun: ['video', 'videos'],
          min: limits.samplesMin,
          max: limits.samplesMax,
          description: `Two to a row on a wide screen; at most ${limits.samplesMax}.`,
        }),
      ],
    }),
    sectionField({
      name: 'different',
      title: 'Why we’re different',
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
      name: 'steps',
      title: 'How it works',
      group: 'sections',
      fields: [itemsField({ of: [processStep], noun: ['step', 'steps'], min: limits.stepsMin, max: limits.stepsMax })],
    }),
    closingCtaField,
    seoField,
  ],
  preview: {
    select: { subtitle: 'title' },
    prepare: ({ subtitle }) => ({ title: 'Video production', subtitle }),
  },
});
