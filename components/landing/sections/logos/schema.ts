// The client logos section in the Studio: the site's own, with an optional heading
// and lead of the page's.
import { ImagesIcon } from '@sanity/icons/Images';
import { siteSection } from '../schema';

export const logosSection = siteSection('logosSection', ImagesIcon, 'The scrolling strip of client logos');
