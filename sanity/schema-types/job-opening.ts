// Sanity schema: an opening on /career. Validation mirrors lib/careers/schemas.ts and limits.ts;
// closing or deleting an opening takes it off the page.
import { defineArrayMember, defineField, defineType, type StringRule } from 'sanity';
import { jobLimits as limits, jobTypes } from '../../lib/careers/limits';
import { within } from '../fields/rules';

// One rule chain, not the builders' separate rules (line, paragraph): the Studio keeps its rules as they were.
const requiredText = (rule: StringRule, message: string, max: number) =>
  rule.required().error(message).max(max).error(within(max));

export const jobOpening = defineType({
  name: 'jobOpening',
  title: 'Job opening',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => requiredText(rule, 'The role’s title.', limits.titleMax),
    }),
    defineField({ name: 'open', type: 'boolean', description: 'Off: the opening leaves /career.', initialValue: true }),
    defineField({
      name: 'type',
      type: 'string',
      options: { list: [...jobTypes], layout: 'radio' },
      validation: (rule) => rule.required().error('Full-time or part-time.'),
    }),
    defineField({
      name: 'location',
      type: 'string',
      initialValue: 'Remote',
      validation: (rule) => requiredText(rule, 'Where the role is based.', limits.locationMax),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 4,
      validation: (rule) => requiredText(rule, 'What the role is.', limits.descriptionMax),
    }),
    defineField({
      name: 'requirements',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => rule.max(limits.requirementMax).error(within(limits.requirementMax)),
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .error('What the role needs.')
          .min(limits.requirementsMin)
          .error(`At least ${limits.requirementsMin}.`)
          .max(limits.requirementsMax)
          .error(`At most ${limits.requirementsMax}.`),
    }),
    defineField({
      name: 'order',
      type: 'number',
      description: 'Its place on the page (1 first).',
      validation: (rule) => rule.required().error('Its place on the page.').integer().min(1),
    }),
  ],
  orderings: [{ title: 'Order on the page', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'type', open: 'open' },
    prepare: ({ title, subtitle, open }) => ({ title, subtitle: open === false ? `${subtitle} · closed` : subtitle }),
  },
});
