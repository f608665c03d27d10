// Sanity schema: the /shorts page's words and videos (hero, headline numbers, samples, sections, closing call to
// action, SEO); one document, edited as the Studio's Short-form videos. Validation mirrors shortsPageSchema in
// lib/marketing/service-pages/schemas.ts: a page the site would refuse cannot be published.
import { MobileDeviceIcon } from '@sanity/icons/MobileDevice';
import { PlayIcon } from '@sanity/icons/Play';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { servicePageLimits as limits } from '../../lib/marketing/service-pages/limits';
import { quotesKnownClaims, requiredText } from '../fields/rules';
import {
  badgeField,
  card,
  closingCtaField,
  ctaGroup,
  heroGroup,
  itemsField,
  leadField,
  mediaIdField,
  runningTimeField,
  sectionField,
  seoField,
  seoGroup,
  statsField,
  titleField,
} from './service-page-parts';

/** A vertical short; its key names its heading. */
const shortSample = defineArrayMember({
  name: 'shortSample',
  title: 'Short',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      description: 'Under the video, and the play button’s label.',
      validation: (rule) => requiredText(rule, 'The short’s title.', limits.sampleTitleMax),
    }),
    defineField({
      name: 'company',
      type: 'string',
      description: 'The client, under the title.',
      validation: (rule) => requiredText(rule, 'The client’s name.', limits.companyMax),
    }),
    runningTimeField,
    mediaIdField,
  ],
  preview: {
    select: { title: 'title', company: 'company', duration: 'duration' },
    prepare: ({ title, company, duration }) => ({
      title: title || 'Short',
      subtitle: [company, duration].filter(Boolean).join(' · '),
      media: PlayIcon,
    }),
  },
});

const platform = defineArrayMember({
  name: 'platform',
  title: 'Platform',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The platform’s name.', limits.cardTitleMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 2,
      validation: (rule) => requiredText(rule, 'The strategy for it.', limits.cardTextMax),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'text' } },
});

const cards = (noun: readonly [string, string]) =>
  itemsField({
    of: [card],
    noun,
    min: limits.cardsMin,
    max: limits.cardsMax,
    description: `In the order they appear, each with its icon by place; at most ${limits.cardsMax}.`,
  });

export const shortsPage = defineType({
  name: 'shortsPage',
  title: 'Short-form videos',
  type: 'document',
  icon: MobileDeviceIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    heroGroup,
    { name: 'samples', title: 'Samples' },
    { name: 'sections', title: 'Sections' },
    ctaGroup,
    seoGroup,
  ],
  fields: [
    badgeField,
    titleField,
    leadField,
    statsField,
    sectionField({
      name: 'samples',
      title: 'Samples',
      group: 'samples',
      fields: [
        defineField({
          name: 'badge',
          title: 'Card badge',
          type: 'string',
          description: 'The chip on every short, e.g. “SHORT”.',
          validation: (rule) => requiredText(rule, 'The chip on every short.', limits.sampleBadgeMax),
        }),
        itemsField({
          of: [shortSample],
          noun: ['short', 'shorts'],
          min: limits.samplesMin,
          max: limits.samplesMax,
          description: `Three to a row on a wide screen; at most ${limits.samplesMax}.`,
        }),
      ],
    }),
    sectionField({ name: 'why', title: 'Why it works', group: 'sections', fields: [cards(['card', 'cards'])] }),
    sectionField({ name: 'practices', title: 'Best practices', group: 'sections', fields: [cards(['card', 'cards'])] }),
    sectionField({
      name: 'platforms',
      title: 'Platforms',
      group: 'sections',
      fields: [
        itemsField({
          of: [platform],
          noun: ['platform', 'platforms'],
          min: limits.cardsMin,
          max: limits.cardsMax,
          description: `In the order they appear, each with its icon by place (TikTok, Instagram, YouTube, LinkedIn); at most ${limits.cardsMax}.`,
        }),
      ],
    }),
    closingCtaField,
    seoField,
  ],
  preview: {
    select: { subtitle: 'title' },
    prepare: ({ subtitle }) => ({ title: 'Short-form videos', subtitle }),
  },
});
