// Sanity schema: a client's video testimonial, a card in the home page's carousel. The site's parser
// (testimonialSchema in lib/marketing/schemas.ts) is derived from this definition: a testimonial the site would
// refuse cannot be published.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { testimonialTints } from '../../lib/marketing/limits';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { mediaIdField, videoRunningTime, webAddressField } from '../fields/shapes';
import { line, paragraph } from '../fields/text';

export const testimonial = document(
  'testimonial',
  'Testimonial',
  [
    line('company', 60, 'The client’s company.'),
    line('authorName', 80, 'Who said it.', { title: 'Author’s name' }),
    line('authorRole', 80, 'Their role, e.g. “Head of Growth”.', { title: 'Author’s role' }),
    webAddressField('profileUrl', 'The author’s public profile.', {
      title: 'Author’s profile',
      description: 'A public profile (LinkedIn, X): the author’s name links to it.',
    }),
    // A card in the carousel: longer quotes push the author off a phone's screen.
    paragraph('quote', 300, 'The quote.'),
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
