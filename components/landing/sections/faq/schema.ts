// The FAQ in the Studio: a heading, a lead and the shared list of questions (stored as `landingQuestion`s).
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { faqItem, faqList } from '../../../../sanity/fields/shapes';
import { item } from '../../../../sanity/fields/text';
import { optionalLead, sectionPreview, sectionTitle } from '../schema';

export const faqSection = item(
  'faqSection',
  landingSectionTitles.faqSection,
  [sectionTitle('FAQ'), optionalLead, faqList('items', {}, faqItem('landingQuestion'))],
  { icon: HelpCircleIcon, preview: sectionPreview('faqSection', HelpCircleIcon, 'title') },
);
