// Sanity schema: an opening on /career; lib/careers/schemas.ts derives the site's parser from it. Closing or
// deleting an opening takes it off the page.
import type { ArrayRule } from 'sanity';
import { jobTypes } from '../../lib/careers/limits';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { listOf, text } from '../fields/site-shape';
import { field, line, lineItem, paragraph } from '../fields/text';

const requirementMax = 160;
const [requirementsMin, requirementsMax] = [1, 8];

export const jobOpening = document(
  'jobOpening',
  'Job opening',
  [
    line('title', 80, 'The role’s title.'),
    defineField({ name: 'open', type: 'boolean', description: 'Off: the opening leaves /career.', initialValue: true }),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: [...jobTypes], layout: 'radio' },
      validation: (rule) => rule.required().error('Full-time or part-time.'),
    }),
    line('location', 60, 'Where the role is based.', { initialValue: 'Remote' }),
    paragraph('description', 600, 'What the role is.', { rows: 4 }),
    // The site shows every requirement as a line: a blank one is refused here, as the site would refuse it.
    field(
      {
        name: 'requirements',
        type: 'array',
        of: [lineItem(requirementMax, 'Write the requirement, or remove the line.')],
        // Separate rules, each with its message: one chain keeps only its last.
        validation: (rule: ArrayRule<unknown>) => [
          rule.required().error('What the role needs.'),
          rule.min(requirementsMin).error(`At least ${requirementsMin}.`),
          rule.max(requirementsMax).error(`At most ${requirementsMax}.`),
        ],
      },
      listOf(text(requirementMax, true), requirementsMin, requirementsMax),
    ),
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
