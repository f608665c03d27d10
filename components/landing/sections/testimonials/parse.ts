// The testimonials section as the site reads it: the site's own, with an optional heading
// and lead of the page's.
import { siteSectionSchema } from '@/components/landing/sections/parse';

export const testimonialsSectionSchema = siteSectionSchema('testimonialsSection');
