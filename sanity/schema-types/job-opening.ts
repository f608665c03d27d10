// Sanity schema: an opening on /career. Validation mirrors lib/careers/schemas.ts and limits.ts;
// closing or deleting an opening takes it off the page.
import { defineField } from 'sanity';
import { jobLimits as limits, jobTypes } from '../../lib/careers/limits';
import { document } from '../fields/page';
import { line, lineItem, paragraph } from '../fields/text';

export const jobOpening = document(
  'jobOpening',
  'Job opening',
  [
    line('title', limits.titleMax, 'The role’s title.'),
    defineField({ name: 'open', type: 'boolean', description: 'Off: the opening leaves /career.', initialValue: true }),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: [...jobTypes], layout: 'radio' },
      validation: (rule) => rule.required().error('Full-time or part-time.'),
    }),
    line('location', limits.locationMax, 'Where the role is based.', { initialValue: 'Remote' }),
    paragraph('description', limits.descriptionMax, 'What the role is.', { rows: 4 }),
    defineField({
      name: 'requirements',
      type: 'array',
      of: [lineItem(limits.requirementMax, false)],
      // Separate rules, each with its message: one chain keeps only its last.
      validation: (rule) => [
        rule.required().error('What the role needs.'),
        rule.min(limits.requirementsMin).error(`At least ${limits.requirementsMin}.`),
        rule.max(limits.requirementsMax).error(`At most ${limits.requirementsMax}.`),
      ],
    }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Its place on the page (1 first).',
      validation: (rule) => rule.required().error('Its place on the page.').integer().min(1),
    }),
  ],
  {
    orderings: [{ title: 'Order on the page', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
    preview: {
      select: { title: 'title', subtitle: 'type', open: 'open' },
      prepare: ({ title, subtitle, open }) => ({ title, subtitle: open === false ? `${subtitle} · closed` : subtitle }),
    },
  },
);
