// Sanity schema: a client's video testimonial, a card in the home page's carousel. Validation mirrors
// testimonialSchema in lib/marketing/schemas.ts: a testimonial the site would refuse cannot be published.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { defineField } from 'sanity';
import { testimonialLimits as limits, testimonialTints } from '../../lib/marketing/limits';
import { document } from '../fields/page';
import { webAddress } from '../fields/rules';
import { mediaIdField, videoRunningTime } from '../fields/shapes';
import { line, paragraph } from '../fields/text';

export const testimonial = document(
  'testimonial',
  'Testimonial',
  [
    line('company', limits.companyMax, 'The client’s company.'),
    line('authorName', limits.nameMax, 'Who said it.', { title: 'Author’s name' }),
    line('authorRole', limits.roleMax, 'Their role, e.g. “Head of Growth”.', { title: 'Author’s role' }),
    defineField({
      name: 'profileUrl',
      title: 'Author’s profile',
      type: 'url',
      description: 'A public profile (LinkedIn, X): the author’s name links to it.',
      validation: (rule) => webAddress(rule, 'The author’s public profile.'),
    }),
    paragraph('quote', limits.quoteMax, 'The quote.'),
    defineField({
      name: 'tint',
      type: 'string',
      description: 'The colour of the title card behind the play button.',
      options: { list: [...testimonialTints], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('A colour for the title card.'),
    }),
    videoRunningTime,
    mediaIdField({ title: 'Video media id' }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Its place in the carousel (1 first). Testimonials without one follow, oldest first.',
      validation: (rule) => rule.integer().min(1),
    }),
  ],
  {
    icon: BlockquoteIcon,
    orderings: [{ title: 'Order in the carousel', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
    preview: { select: { title: 'authorName', subtitle: 'company' } },
  },
);
