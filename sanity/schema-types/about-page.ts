// Sanity schema: the About page's words (hero, story and mission, co-founders, values, 'Why Choose', FAQ, closing
// call to action, SEO); one document, edited as the Studio's About, and the query the site reads it with. The site's
// parser (aboutPageSchema, lib/marketing/about-career/schemas.ts) is derived from this definition. Its row of value
// cards is the kind the career page's perks are (meaningCard, cardRow).
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { HeartIcon } from '@sanity/icons/Heart';
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { UserIcon } from '@sanity/icons/User';
import { defineQuery } from 'groq';
import type { ComponentType } from 'react';
import { heroFields, pageDocument, tabParagraph, tabTitle } from '../fields/page';
import { altField, closingCta, faqList, imageField, webAddressField } from '../fields/shapes';
import type { Shape } from '../fields/site-shape';
import { group, item, listedItem, line, list, paragraph, paragraphItem, type Member } from '../fields/text';
import { seoProjection } from './seo';

/** A co-founder's photo's alternative text, which the site's parser derives (it reads the image itself by hand). */
export const founderPhotoAlt = altField(
  160,
  'Describe the photo (alt text).',
  'Who the photo shows, for people who cannot see it.',
);

export const founder = item(
  'founder',
  'Co-founder',
  [
    line('name', 60, 'Their name.', {
      description: 'Without a photo, the card shows the initials of the name.',
    }),
    line('role', 80, 'Their role, e.g. “Co-founder & Head of Growth”.'),
    paragraph('bio', 300, 'A short bio.'),
    imageField('photo', 'Choose the photo, or remove it.', founderPhotoAlt, {
      description: 'Optional: a portrait, cropped to a circle around the hotspot. Empty: the initials.',
    }),
    webAddressField('profileUrl', 'Their public profile.', {
      title: 'Profile',
      description: 'A public profile (LinkedIn, X); it opens in a new tab.',
    }),
    line('profileLabel', 80, 'The profile link’s words.', {
      title: 'Profile link text',
      description: 'The link’s words, e.g. “Sofia Marques on LinkedIn”.',
    }),
  ],
  { icon: UserIcon, preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } } },
);

/** A card of a row of three (a value; the career page's perks): its title, then a line on what it means. */
export const meaningCard = (name: string, title: string, message: string, icon: ComponentType) =>
  listedItem({ name, title, icon }, [
    line('title', 40, message),
    paragraph('text', 200, 'A line on what it means.', { rows: 2 }),
  ]);

/** Those cards in their tab, named after it: three a row, their icons in a fixed order. */
export const cardRow = <const T extends string, S extends Shape>(
  tab: T,
  card: Member<S>,
  noun: readonly [one: string, many: string],
  count: readonly [min: number, max: number],
) => list(tab, [card], noun, count, { group: tab, description: 'Three a row; the icons follow in a fixed order.' });

const value = meaningCard('companyValue', 'Value', 'The value, e.g. “Results-Driven”.', HeartIcon);

const guarantee = item(
  'guarantee',
  'Guarantee',
  [
    // Large type on a third of the width: '30-day', 'Unlimited'; a claim counts as written, '{guarantee}-day'.
    line('value', 16, 'The figure, in a word or two.', {
      description: 'In large type: “30-day”, “Unlimited”.',
    }),
    line('title', 40, 'What the figure counts.', {
      description: 'Under the figure: “results guarantee”.',
    }),
    paragraph('text', 160, 'A line on what it promises.', { rows: 2 }),
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

const storyParagraph = paragraphItem(600, 'Write the paragraph, or remove it.', 4);

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
    ...heroFields({ badgeMax: 30, titleMax: 80, leadMax: 300 }),
    group(
      'story',
      [
        line('title', 80, 'The story’s title.'),
        // The story sits beside the mission card: more paragraphs push the co-founders far down.
        list('paragraphs', [storyParagraph], ['paragraph', 'paragraphs'], [1, 4]),
      ],
      'The story.',
      { group: 'story' },
    ),
    group(
      'mission',
      [line('title', 80, 'The card’s title.'), paragraph('text', 200, 'The mission, in a sentence.', { rows: 2 })],
      'The mission.',
      { group: 'story', description: 'The card beside the story.' },
    ),
    tabTitle('founders', 'Co-founders', 80, 'The section’s title.'),
    tabParagraph('founders', 'lead', 'Co-founders', 200, 'A line under the title.'),
    // At most two rows of two cards.
    list('founders', [founder], ['co-founder', 'co-founders'], [1, 4], {
      title: 'Co-founders',
      group: 'founders',
      description: 'In the order the cards appear, two a row.',
    }),
    tabTitle('values', 'Values', 80, 'The section’s title.'),
    cardRow('values', value, ['value', 'values'], [1, 6]), // three cards a row
    group(
      'whyChoose',
      [
        line('title', 80, 'The section’s title.'),
        group(
          'specialisation',
          [line('title', 80, 'Its heading.'), paragraph('text', 400, 'A paragraph under it.')],
          'The specialisation.',
        ),
        list('guarantees', [guarantee], ['guarantee', 'guarantees'], [1, 3]), // one row of three
      ],
      'The Why Choose section.',
      {
        title: 'Why Choose',
        group: 'whyChoose',
        description: 'The dark section: the specialisation, then the guarantees in one row.',
      },
    ),
    tabTitle('faq', 'FAQ', 80, 'The FAQ’s title.'),
    faqList('faq', { group: 'faq' }),
    closingCta(),
  ],
});

/** A co-founder's photo; one without a file counts as none. */
const founderPhoto = /* groq */ `"photo": select(defined(photo.asset) => {
  "url": photo.asset->url,
  "width": photo.asset->metadata.dimensions.width,
  "height": photo.asset->metadata.dimensions.height,
  "alt": photo.alt,
  "hotspot": photo.hotspot{ x, y }
}, null)`;

/** The page as the site reads it, by its fixed id (lib/marketing/about-career/read.ts). */
export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  _id, ${seoProjection}, badge, title, lead,
  story{ title, paragraphs }, mission{ title, text },
  foundersTitle, foundersLead, founders[]{ name, role, bio, profileUrl, profileLabel, ${founderPhoto} },
  valuesTitle, values[]{ title, text },
  whyChoose{ title, specialisation{ title, text }, guarantees[]{ value, title, text } },
  faqTitle, faq[]{ question, answer }, cta{ title, text, label, note }
}`);
