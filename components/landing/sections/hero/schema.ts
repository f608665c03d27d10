// The hero in the Studio: the page's heading (its h1, and its title in search results unless SEO says otherwise),
// an eyebrow, a lead and the booking button. Every page starts with one (lib/landing/limits.ts).
import { LaunchIcon } from '@sanity/icons/Launch';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { item, line, paragraph } from '../../../../sanity/fields/text';
import { buttonLabel, headingMax, leadMax, sectionPreview } from '../schema';

export const heroSection = item(
  'heroSection',
  landingSectionTitles.heroSection,
  [
    line('eyebrow', 40, false, { description: 'Optional: the small label above the title.' }),
    line('title', headingMax, 'The page’s heading.', {
      description: 'The page’s heading; also its title in search results unless SEO says otherwise.',
    }),
    paragraph('lead', leadMax, 'A paragraph under the title.', {
      rows: 3,
      description: 'A paragraph under the title; also the search description unless SEO says otherwise.',
    }),
    buttonLabel,
  ],
  { icon: LaunchIcon, preview: sectionPreview('heroSection', LaunchIcon, 'title') },
);
