// Sanity schema: a client's video testimonial, a card in the home page's carousel. Validation mirrors
// testimonialSchema in lib/marketing/schemas.ts: a testimonial the site would refuse cannot be published.
import { BlockquoteIcon } from '@sanity/icons/Blockquote';
import { defineField, defineType } from 'sanity';
import { testimonialLimits as limits, testimonialTints } from '../../lib/marketing/limits';
import { mediaIdDescription } from '../../lib/content/media-id';
import { mediaId, runningTime, webAddress } from '../fields/rules';
import { line, paragraph } from '../fields/text';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: BlockquoteIcon,
  fields: [
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
    defineField({
      name: 'duration',
      title: 'Video running time',
      type: 'string',
      description: 'As the player shows it: m:ss, or h:mm:ss from an hour (1:42, 1:05:30).',
      validation: (rule) => runningTime(rule, 'The video’s running time.'),
    }),
    defineField({
      name: 'mediaId',
      title: 'Video media id',
      type: 'string',
      description: mediaIdDescription,
      validation: (rule) => mediaId(rule, 'The video’s id.'),
    }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Its place in the carousel (1 first). Testimonials without one follow, oldest first.',
      validation: (rule) => rule.integer().min(1),
    }),
  ],
  orderings: [{ title: 'Order in the carousel', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'authorName', subtitle: 'company' } },
});
