// The testimonials section in the Studio: the site's own carousel, with an optional heading and lead of the page's,
// and the testimonials it shows, in the marketer's order (none chosen: all of them, in their usual order). The
// same testimonial twice is refused (lib/landing/limits.ts), as the site's parser refuses it.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { chosenTestimonialsProblem } from '../../../../lib/landing/limits';
import { defineArrayMember, defineField } from '../../../../sanity/fields/define';
import { siteSection } from '../schema';

export const testimonialsSection = siteSection('testimonialsSection', BlockquoteIcon, 'The testimonials carousel', [
  defineField({
    name: 'testimonials',
    title: 'Testimonials shown',
    type: 'array',
    description:
      'Optional: the testimonials this page shows, in this order (drag to reorder), each once. Empty: all of them, in their usual order.',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
    validation: (rule) =>
      rule.custom((refs?: { _ref?: unknown }[]) => chosenTestimonialsProblem(refs?.map((ref) => ref._ref)) ?? true),
  }),
]);
