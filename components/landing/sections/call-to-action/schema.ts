// A call to action in the Studio: a heading, a paragraph, the booking button and an optional line under it. The one section a page may hold
// more than once.
import { BoltIcon } from '@sanity/icons/Bolt';
import { landingSectionTitles } from '../../../../lib/landing/limits';
import { item, line, paragraph } from '../../../../sanity/fields/text';
import { buttonLabel, sectionPreview, sectionTitle } from '../schema';

export const callToActionSection = item(
  'callToActionSection',
  landingSectionTitles.callToActionSection,
  [
    sectionTitle('call to action'),
    paragraph('text', 300, 'A paragraph under the heading.', { rows: 3 }),
    buttonLabel,
    line('note', 80, false, { description: 'Optional: a small line under the button, e.g. “15 minutes, no slides”.' }),
  ],
  { icon: BoltIcon, preview: sectionPreview('callToActionSection', BoltIcon, 'title') },
);
