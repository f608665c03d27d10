// Sanity schema: the About page's words (hero, story and mission, co-founders, values, 'Why Choose', FAQ, closing
// call to action, SEO); one document, edited as the Studio's About. Validation mirrors aboutPageSchema in
// lib/marketing/about-career/schemas.ts: a page the site would refuse cannot be published. Its row of value cards
// is the kind the career page's perks are (meaningCard, cardRow).
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { HeartIcon } from '@sanity/icons/Heart';
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { UserIcon } from '@sanity/icons/User';
import type { ComponentType } from 'react';
import { defineField } from '../fields/define';
import { aboutLimits as limits } from '../../lib/marketing/about-career/limits';
import { heroFields, pageDocument, tabLead, tabTitle } from '../fields/page';
import { webAddress } from '../fields/rules';
import { altField, closingCta, faqList, imageField } from '../fields/shapes';
import type { Shape } from '../fields/site-shape';
import { group, item, line, list, paragraph, paragraphItem, type Member } from '../fields/text';

const founder = item(
  'founder',
  'Co-founder',
  [
    line('name', limits.founderNameMax, 'Their name.', {
      description: 'Without a photo, the card shows the initials of the name.',
    }),
    line('role', limits.founderRoleMax, 'Their role, e.g. “Co-founder & Head of Growth”.'),
    paragraph('bio', limits.founderBioMax, 'A short bio.'),
    imageField(
      'photo',
      'Choose the photo, or remove it.',
      altField(
        limits.photoAltMax,
        'Describe the photo (alt text).',
        'Who the photo shows, for people who cannot see it.',
      ),
      { description: 'Optional: a portrait, cropped to a circle around the hotspot. Empty: the initials.' },
    ),
    defineField({
      name: 'profileUrl',
      title: 'Profile',
      type: 'url',
      description: 'A public profile (LinkedIn, X); it opens in a new tab.',
      validation: (rule) => webAddress(rule, 'Their public profile.'),
    }),
    line('profileLabel', limits.profileLabelMax, 'The profile link’s words.', {
      title: 'Profile link text',
      description: 'The link’s words, e.g. “Sofia Marques on LinkedIn”.',
    }),
  ],
  { icon: UserIcon, preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } } },
);

/** A card of a row of three (a value; the career page's perks): its title, then a line on what it means. */
export const meaningCard = (
  { cardTitleMax, cardTextMax }: { cardTitleMax: number; cardTextMax: number },
  name: string,
  title: string,
  message: string,
  icon: ComponentType,
) =>
  item(
    name,
    title,
    [line('title', cardTitleMax, message), paragraph('text', cardTextMax, 'A line on what it means.', { rows: 2 })],
    { icon, preview: { select: { title: 'title', subtitle: 'text' } } },
  );

/** Those cards in their tab, named after it: three a row, their icons in a fixed order. */
export const cardRow = <const T extends string, S extends Shape>(
  tab: T,
  card: Member<S>,
  noun: readonly [one: string, many: string],
  count: readonly [min: number, max: number],
) => list(tab, [card], noun, count, { group: tab, description: 'Three a row; the icons follow in a fixed order.' });

const value = meaningCard(limits, 'companyValue', 'Value', 'The value, e.g. “Results-Driven”.', HeartIcon);

const guarantee = item(
  'guarantee',
  'Guarantee',
  [
    line('value', limits.guaranteeValueMax, 'The figure, in a word or two.', {
      description: 'In large type: “30-day”, “Unlimited”.',
    }),
    line('title', limits.cardTitleMax, 'What the figure counts.', {
      description: 'Under the figure: “results guarantee”.',
    }),
    paragraph('text', limits.guaranteeTextMax, 'A line on what it promises.', { rows: 2 }),
  ],
  {
    icon: CheckmarkCircleIcon,
    preview: {
      select: { value: 'value', title: 'title', subtitle: 'text' },
      prepare: ({ value, title, subtitle }: { value?: string; title?: string; subtitle?: string }) => ({
        title: [value, title].filter(Boolean).join(' ') || 'Guarantee',
        subtitle,
      }),
    },
  },
);

const storyParagraph = paragraphItem(limits.paragraphMax, 'Write the paragraph, or remove it.', 4);

export const aboutPage = pageDocument('aboutPage', 'About', InfoOutlineIcon, {
  tabs: {
    story: 'Story',
    founders: 'Co-founders',
    values: 'Values',
    whyChoose: 'Why Choose',
    faq: 'FAQ',
    cta: 'Call to action',
  },
  fields: [
    ...heroFields(limits),
    group(
      'story',
      [
        line('title', limits.sectionTitleMax, 'The story’s title.'),
        list('paragraphs', [storyParagraph], ['paragraph', 'paragraphs'], [limits.paragraphsMin, limits.paragraphsMax]),
      ],
      'The story.',
      { group: 'story' },
    ),
    group(
      'mission',
      [
        line('title', limits.sectionTitleMax, 'The card’s title.'),
        paragraph('text', limits.missionMax, 'The mission, in a sentence.', { rows: 2 }),
      ],
      'The mission.',
      { group: 'story', description: 'The card beside the story.' },
    ),
    tabTitle('founders', 'Co-founders', limits.sectionTitleMax, 'The section’s title.'),
    tabLead('founders', 'Co-founders', limits.sectionLeadMax, 'A line under the title.'),
    list('founders', [founder], ['co-founder', 'co-founders'], [limits.foundersMin, limits.foundersMax], {
      title: 'Co-founders',
      group: 'founders',
      description: 'In the order the cards appear, two a row.',
    }),
    tabTitle('values', 'Values', limits.sectionTitleMax, 'The section’s title.'),
    cardRow('values', value, ['value', 'values'], [limits.valuesMin, limits.valuesMax]),
    group(
      'whyChoose',
      [
        line('title', limits.sectionTitleMax, 'The section’s title.'),
        group(
          'specialisation',
          [
            line('title', limits.sectionTitleMax, 'Its heading.'),
            paragraph('text', limits.specialisationTextMax, 'A paragraph under it.'),
          ],
          'The specialisation.',
        ),
        list('guarantees', [guarantee], ['guarantee', 'guarantees'], [limits.guaranteesMin, limits.guaranteesMax]),
      ],
      'The Why Choose section.',
      {
        title: 'Why Choose',
        group: 'whyChoose',
        description: 'The dark section: the specialisation, then the guarantees in one row.',
      },
    ),
    tabTitle('faq', 'FAQ', limits.sectionTitleMax, 'The FAQ’s title.'),
    faqList('faq', { group: 'faq' }),
    closingCta(),
  ],
});
