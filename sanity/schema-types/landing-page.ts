// Sanity schema: a campaign landing page at an address the marketer chooses (/webinar-offer), built from the
// site's sections in the order they choose, with its SEO. Validation mirrors landingPageSchema in
// lib/landing/schemas.ts: a page the site would refuse cannot be published, nor one at an address the site serves.
import { BarChartIcon } from '@sanity/icons/BarChart';
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { BoltIcon } from '@sanity/icons/Bolt';
import { DocumentVideoIcon } from '@sanity/icons/DocumentVideo';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { ImagesIcon } from '@sanity/icons/Images';
import { LaunchIcon } from '@sanity/icons/Launch';
import { PackageIcon } from '@sanity/icons/Package';
import { PlayIcon } from '@sanity/icons/Play';
import { RocketIcon } from '@sanity/icons/Rocket';
import { TimelineIcon } from '@sanity/icons/Timeline';
import type { ComponentType } from 'react';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  landingLimits as limits,
  landingSectionTitles,
  landingSlugify,
  landingSlugProblem,
  sectionsProblem,
  type LandingSectionType,
} from '../../lib/landing/limits';
import { mediaIdDescription } from '../../lib/content/media-id';
import { itemCount, mediaId, optionalText, quotesKnownClaims, requiredText } from '../fields/rules';

/** A section's row in the list: its heading (or what it is), its kind and icon. */
const sectionPreview = (type: LandingSectionType, icon: ComponentType, field: 'title' | 'heading') => ({
  select: { heading: field },
  prepare: ({ heading }: { heading?: string }) => ({
    title: heading || landingSectionTitles[type],
    subtitle: landingSectionTitles[type],
    media: icon,
  }),
});

const sectionTitle = (required: boolean, what: string) =>
  defineField({
    name: 'title',
    title: 'Heading',
    type: 'string',
    validation: (rule) =>
      required
        ? requiredText(rule, `The ${what}’s heading.`, limits.headingMax)
        : optionalText(rule, limits.headingMax),
  });

const optionalLead = defineField({
  name: 'lead',
  type: 'text',
  rows: 2,
  description: 'Optional: a line under the heading.',
  validation: (rule) => optionalText(rule, limits.leadMax),
});

const buttonLabel = defineField({
  name: 'buttonLabel',
  title: 'Button label',
  type: 'string',
  description: 'The button opens the 15-minute booking page in a new tab.',
  validation: (rule) => requiredText(rule, 'The button’s label.', limits.buttonMax),
});

const heroSection = defineArrayMember({
  name: 'heroSection',
  title: landingSectionTitles.heroSection,
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      type: 'string',
      description: 'Optional: the small label above the title.',
      validation: (rule) => optionalText(rule, limits.eyebrowMax),
    }),
    defineField({
      name: 'title',
      type: 'string',
      description: 'The page’s heading; also its title in search results unless SEO says otherwise.',
      validation: (rule) => requiredText(rule, 'The page’s heading.', limits.headingMax),
    }),
    defineField({
      name: 'lead',
      type: 'text',
      rows: 3,
      description: 'A paragraph under the title; also the search description unless SEO says otherwise.',
      validation: (rule) => requiredText(rule, 'A paragraph under the title.', limits.leadMax),
    }),
    buttonLabel,
  ],
  preview: sectionPreview('heroSection', LaunchIcon, 'title'),
});

const landingVideo = defineArrayMember({
  name: 'landingVideo',
  title: 'Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'mediaId',
      title: 'Media id',
      type: 'string',
      description: mediaIdDescription,
      validation: (rule) => mediaId(rule, 'The video’s id.'),
    }),
    defineField({
      name: 'title',
      type: 'string',
      description: 'Under the video, and the player’s label for screen readers.',
      validation: (rule) => requiredText(rule, 'The video’s title.', limits.videoTitleMax),
    }),
    defineField({
      name: 'subtitle',
      type: 'string',
      description: 'A line under the title.',
      validation: (rule) => requiredText(rule, 'A line under the title.', limits.videoSubtitleMax),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'mediaId' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Video', subtitle, media: PlayIcon }),
  },
});

const videoShowcaseSection = defineArrayMember({
  name: 'videoShowcaseSection',
  title: landingSectionTitles.videoShowcaseSection,
  type: 'object',
  icon: DocumentVideoIcon,
  fields: [
    sectionTitle(true, 'showcase'),
    optionalLead,
    defineField({
      name: 'videos',
      type: 'array',
      description: `Three or six fill rows of three; other counts sit two to a row. At most ${limits.videosMax}.`,
      of: [landingVideo],
      validation: (rule) => itemCount(rule, ['video', 'videos'], limits.videosMin, limits.videosMax),
    }),
  ],
  preview: sectionPreview('videoShowcaseSection', DocumentVideoIcon, 'title'),
});

/** One of the site's own sections: its cards or steps as every page shows them, a heading and lead of the page's. */
const siteSection = (type: LandingSectionType, icon: ComponentType, shows: string) =>
  defineArrayMember({
    name: type,
    title: landingSectionTitles[type],
    type: 'object',
    icon,
    description: `${shows}, as on the home page. Leave the heading or lead empty to keep the section’s own.`,
    fields: [
      defineField({
        name: 'heading',
        type: 'string',
        description: 'Optional: empty keeps the section’s usual heading.',
        validation: (rule) => optionalText(rule, limits.headingMax),
      }),
      defineField({
        name: 'lead',
        type: 'text',
        rows: 2,
        description: 'Optional: empty keeps the section’s usual line under the heading.',
        validation: (rule) => optionalText(rule, limits.leadMax),
      }),
    ],
    preview: sectionPreview(type, icon, 'heading'),
  });

const statsSection = defineArrayMember({
  name: 'statsSection',
  title: landingSectionTitles.statsSection,
  type: 'object',
  icon: BarChartIcon,
  fields: [
    sectionTitle(true, 'figures'),
    optionalLead,
    defineField({
      name: 'items',
      title: 'Figures',
      type: 'array',
      description: `${limits.statsMin} or ${limits.statsMax}, in one row.`,
      of: [
        defineArrayMember({
          name: 'landingStat',
          title: 'Figure',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              type: 'string',
              description: 'As written: “340%”, “14 days”.',
              validation: (rule) => requiredText(rule, 'The figure.', limits.statValueMax),
            }),
            defineField({
              name: 'label',
              type: 'string',
              description: 'What it counts: “more trial sign-ups”.',
              validation: (rule) => requiredText(rule, 'What the figure counts.', limits.statLabelMax),
            }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => itemCount(rule, ['figure', 'figures'], limits.statsMin, limits.statsMax),
    }),
  ],
  preview: sectionPreview('statsSection', BarChartIcon, 'title'),
});

const faqSection = defineArrayMember({
  name: 'faqSection',
  title: landingSectionTitles.faqSection,
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    sectionTitle(true, 'FAQ'),
    optionalLead,
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'landingQuestion',
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
        }),
      ],
      validation: (rule) => itemCount(rule, ['question', 'questions'], limits.faqMin, limits.faqMax),
    }),
  ],
  preview: sectionPreview('faqSection', HelpCircleIcon, 'title'),
});

const callToActionSection = defineArrayMember({
  name: 'callToActionSection',
  title: landingSectionTitles.callToActionSection,
  type: 'object',
  icon: BoltIcon,
  fields: [
    sectionTitle(true, 'call to action'),
    defineField({
      name: 'text',
      type: 'text',
      rows: 3,
      validation: (rule) => requiredText(rule, 'A paragraph under the heading.', limits.ctaTextMax),
    }),
    buttonLabel,
  ],
  preview: sectionPreview('callToActionSection', BoltIcon, 'title'),
});

export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  icon: RocketIcon,
  validation: (rule) => quotesKnownClaims(rule),
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'page',
      description: 'The page’s name: the last crumb of its breadcrumb, and its name here. Visitors see the hero.',
      validation: (rule) => requiredText(rule, 'The page’s name.', limits.titleMax),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'page',
      description: 'The page is at /{address}: lowercase letters, digits and dashes, and not an address the site has.',
      options: { source: 'title', maxLength: limits.slugMax, slugify: landingSlugify },
      // The rule says what is missing itself: an error() here would also replace the slug type's own
      // "already in use" message (another landing page has the address).
      validation: (rule) => rule.custom((slug?: { current?: unknown }) => landingSlugProblem(slug?.current) ?? true),
    }),
    defineField({
      name: 'sections',
      type: 'array',
      group: 'page',
      description:
        'In the order they appear. A hero first; each kind of section once, calls to action as often as needed.',
      of: [
        heroSection,
        videoShowcaseSection,
        siteSection('servicesSection', PackageIcon, 'The four services with their sample videos'),
        siteSection('testimonialsSection', BlockquoteIcon, 'The testimonials carousel'),
        siteSection('processSection', TimelineIcon, 'The four dated steps from first call to launch'),
        statsSection,
        faqSection,
        siteSection('logosSection', ImagesIcon, 'The scrolling strip of client logos'),
        callToActionSection,
      ],
      validation: (rule) => [
        ...itemCount(rule, ['section', 'sections'], limits.sectionsMin, limits.sectionsMax),
        rule.custom(
          (sections?: { _type?: unknown }[]) =>
            sectionsProblem((sections ?? []).map((section) => section._type)) ?? true,
        ),
      ],
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title: title || 'Landing page', subtitle: slug ? `/${slug}` : 'No address yet' }),
  },
});
