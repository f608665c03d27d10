// Sanity schema: the About page's words (hero, story and mission, co-founders, values, 'Why Choose', FAQ, closing
// call to action, SEO); one document, edited as the Studio's About. Validation mirrors aboutPageSchema in
// lib/marketing/about-career/schemas.ts: a page the site would refuse cannot be published.
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { HeartIcon } from '@sanity/icons/Heart';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { UserIcon } from '@sanity/icons/User';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { bookingCta } from '../../content/calls-to-action';
import { aboutLimits as limits } from '../../lib/marketing/about-career/limits';
import { itemCount, optionalText, quotesKnownClaims, requiredText, webAddress } from '../fields/rules';

const founder = defineArrayMember({
  name: 'founder',
  title: 'Co-founder',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'name',
      type: 'string',
      description: 'Without a photo, the card shows the initials of the name.',
      validation: (rule) => requiredText(rule, 'Their name.', limits.founderNameMax),
    }),
    defineField({
      name: 'role',
      type: 'string',
      validation: (rule) =>
        requiredText(rule, 'Their role, e.g. “Co-founder & Head of Growth”.', limits.founderRoleMax),
    }),
    defineField({
      name: 'bio',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(rule, 'A short bio.', limits.founderBioMax),
    }),
    defineField({
      name: 'photo',
      type: 'image',
      description: 'Optional: a portrait, cropped to a circle around the hotspot. Empty: the initials.',
      options: { hotspot: true },
      // A photo kept without its file (its alt text typed, the file removed) would be dropped without a word.
      validation: (rule) => rule.assetRequired().error('Choose the photo, or remove it.'),
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          description: 'Who the photo shows, for people who cannot see it.',
          validation: (rule) => requiredText(rule, 'Describe the photo (alt text).', limits.photoAltMax),
        }),
      ],
    }),
    defineField({
      name: 'profileUrl',
      title: 'Profile',
      type: 'url',
      description: 'A public profile (LinkedIn, X); it opens in a new tab.',
      validation: (rule) => webAddress(rule, 'Their public profile.'),
    }),
    defineField({
      name: 'profileLabel',
      title: 'Profile link text',
      type: 'string',
      description: 'The link’s words, e.g. “Sofia Marques on LinkedIn”.',
      validation: (rule) => requiredText(rule, 'The profile link’s words.', limits.profileLabelMax),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
});

const value = defineArrayMember({
  name: 'companyValue',
  title: 'Value',
  type: 'object',
  icon: HeartIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The value, e.g. “Results-Driven”.', limits.cardTitleMax),
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

const guarantee = defineArrayMember({
  name: 'guarantee',
  title: 'Guarantee',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'value',
      type: 'string',
      description: 'In large type: “30-day”, “Unlimited”.',
      validation: (rule) => requiredText(rule, 'The figure, in a word or two.', limits.guaranteeValueMax),
    }),
    defineField({
      name: 'title',
      type: 'string',
      description: 'Under the figure: “results guarantee”.',
      validation: (rule) => requiredText(rule, 'What the figure counts.', limits.cardTitleMax),
    }),
    defineField({
      name: 'text',
      type: 'text',
      rows: 2,
      validation: (rule) => requiredText(rule, 'A line on what it promises.', limits.guaranteeTextMax),
    }),
  ],
  preview: {
    select: { value: 'value', title: 'title', subtitle: 'text' },
    prepare: ({ value, title, subtitle }) => ({
      title: [value, title].filter(Boolean).join(' ') || 'Guarantee',
      subtitle,
    }),
  },
});

const faqItem = defineArrayMember({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
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

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About',
  type: 'document',
  icon: InfoOutlineIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'story', title: 'Story' },
    { name: 'founders', title: 'Co-founders' },
    { name: 'values', title: 'Values' },
    { name: 'whyChoose', title: 'Why Choose' },
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
      name: 'story',
      type: 'object',
      group: 'story',
      validation: (rule) => rule.required().error('The story.'),
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The story’s title.', limits.sectionTitleMax),
        }),
        defineField({
          name: 'paragraphs',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'text',
              rows: 4,
              validation: (rule) => requiredText(rule, 'Write the paragraph, or remove it.', limits.paragraphMax),
            }),
          ],
          validation: (rule) =>
            itemCount(rule, ['paragraph', 'paragraphs'], limits.paragraphsMin, limits.paragraphsMax),
        }),
      ],
    }),
    defineField({
      name: 'mission',
      type: 'object',
      group: 'story',
      description: 'The card beside the story.',
      validation: (rule) => rule.required().error('The mission.'),
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The card’s title.', limits.sectionTitleMax),
        }),
        defineField({
          name: 'text',
          type: 'text',
          rows: 2,
          validation: (rule) => requiredText(rule, 'The mission, in a sentence.', limits.missionMax),
        }),
      ],
    }),
    defineField({
      name: 'foundersTitle',
      title: 'Co-founders: title',
      type: 'string',
      group: 'founders',
      validation: (rule) => requiredText(rule, 'The section’s title.', limits.sectionTitleMax),
    }),
    defineField({
      name: 'foundersLead',
      title: 'Co-founders: lead',
      type: 'text',
      rows: 2,
      group: 'founders',
      validation: (rule) => requiredText(rule, 'A line under the title.', limits.sectionLeadMax),
    }),
    defineField({
      name: 'founders',
      title: 'Co-founders',
      type: 'array',
      group: 'founders',
      description: 'In the order the cards appear, two a row.',
      of: [founder],
      validation: (rule) => itemCount(rule, ['co-founder', 'co-founders'], limits.foundersMin, limits.foundersMax),
    }),
    defineField({
      name: 'valuesTitle',
      title: 'Values: title',
      type: 'string',
      group: 'values',
      validation: (rule) => requiredText(rule, 'The section’s title.', limits.sectionTitleMax),
    }),
    defineField({
      name: 'values',
      type: 'array',
      group: 'values',
      description: 'Three a row; the icons follow in a fixed order.',
      of: [value],
      validation: (rule) => itemCount(rule, ['value', 'values'], limits.valuesMin, limits.valuesMax),
    }),
    defineField({
      name: 'whyChoose',
      title: 'Why Choose',
      type: 'object',
      group: 'whyChoose',
      description: 'The dark section: the specialisation, then the guarantees in one row.',
      validation: (rule) => rule.required().error('The Why Choose section.'),
      fields: [
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => requiredText(rule, 'The section’s title.', limits.sectionTitleMax),
        }),
        defineField({
          name: 'specialisation',
          type: 'object',
          validation: (rule) => rule.required().error('The specialisation.'),
          fields: [
            defineField({
              name: 'title',
              type: 'string',
              validation: (rule) => requiredText(rule, 'Its heading.', limits.sectionTitleMax),
            }),
            defineField({
              name: 'text',
              type: 'text',
              rows: 3,
              validation: (rule) => requiredText(rule, 'A paragraph under it.', limits.specialisationTextMax),
            }),
          ],
        }),
        defineField({
          name: 'guarantees',
          type: 'array',
          of: [guarantee],
          validation: (rule) =>
            itemCount(rule, ['guarantee', 'guarantees'], limits.guaranteesMin, limits.guaranteesMax),
        }),
      ],
    }),
    defineField({
      name: 'faqTitle',
      title: 'FAQ: title',
      type: 'string',
      group: 'faq',
      validation: (rule) => requiredText(rule, 'The FAQ’s title.', limits.sectionTitleMax),
    }),
    defineField({
      name: 'faq',
      title: 'Questions',
      type: 'array',
      group: 'faq',
      description: 'Shown on the page and given to search engines as the page’s FAQ.',
      of: [faqItem],
      validation: (rule) => itemCount(rule, ['question', 'questions'], limits.faqMin, limits.faqMax),
    }),
    defineField({
      name: 'cta',
      title: 'Closing call to action',
      type: 'object',
      group: 'cta',
      description: 'The section at the end of the page; its button books a discovery call.',
      validation: (rule) => rule.required().error('The closing call to action.'),
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
          validation: (rule) => requiredText(rule, 'A paragraph under its title.', limits.ctaTextMax),
        }),
        defineField({
          name: 'label',
          title: 'Button label',
          type: 'string',
          description: `Empty: the site’s usual booking button, “${bookingCta.label}”.`,
          validation: (rule) => optionalText(rule, limits.ctaLabelMax),
        }),
        defineField({
          name: 'note',
          type: 'string',
          description: `The small line by the button. Empty: “${bookingCta.note}”.`,
          validation: (rule) => optionalText(rule, limits.ctaNoteMax),
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'title' },
    prepare: ({ subtitle }) => ({ title: 'About', subtitle }),
  },
});
