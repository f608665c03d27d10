// The process section in the Studio: the site's own, with an optional heading
// and lead of the page's.
import { TimelineIcon } from '@sanity/icons/Timeline';
import { siteSection } from '../schema';

export const processSection = siteSection(
  'processSection',
  TimelineIcon,
  'The four dated steps from first call to launch',
);
