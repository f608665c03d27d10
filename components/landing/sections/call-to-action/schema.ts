// A call to action in the Studio: a heading, a paragraph and the booking button. The one section a page may hold
// more than once.
import { BoltIcon } from '@sanity/icons/Bolt';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { item, paragraph } from '../../../../sanity/fields/text';
import { buttonLabel, sectionPreview, sectionTitle } from '../schema';

export const callToActionSection = item(
  'callToActionSection',
  landingSectionTitles.callToActionSection,
  [sectionTitle('call to action'), paragraph('text', 300, 'A paragraph under the heading.', { rows: 3 }), buttonLabel],
  { icon: BoltIcon, preview: sectionPreview('callToActionSection', BoltIcon, 'title') },
);
