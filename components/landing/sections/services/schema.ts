// The services section in the Studio: the site's own, with an optional heading
// and lead of the page's.
import { PackageIcon } from '@sanity/icons/Package';
import { siteSection } from '../schema';

export const servicesSection = siteSection(
  'servicesSection',
  PackageIcon,
  'The four services with their sample videos',
);
