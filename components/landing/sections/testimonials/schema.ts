// The testimonials section in the Studio: the site's own, with an optional heading
// and lead of the page's.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { siteSection } from '../schema';

export const testimonialsSection = siteSection('testimonialsSection', BlockquoteIcon, 'The testimonials carousel');
