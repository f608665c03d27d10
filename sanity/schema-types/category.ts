// Sanity schema: a blog category (a chip on posts, a page at /blog/category/{slug}). Validation mirrors
// categorySchema in lib/blog/schemas.ts: a category the site would refuse would take every post it is on with it.
import { TagIcon } from '@sanity/icons/Tag';
import { defineField } from 'sanity';
import { categoryLimits as limits } from '../../lib/blog/post-limits';
import { slugPattern } from '../../lib/content/slug';
import { document } from '../fields/page';
import { within } from '../fields/rules';
import { line, paragraph } from '../fields/text';

export const category = document(
  'category',
  'Category',
  [
    line('title', limits.titleMax, 'A category needs a title.'),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The category’s address: /blog/category/{slug}.',
      options: { source: 'title', maxLength: limits.slugMax },
      // Required: the site reads a category only with its slug, and a post with a category it cannot read fails.
      // The custom rule says so itself: an error() on this rule would also replace the slug type's own
      // "already in use" message.
      validation: (rule) =>
        rule.custom((slug?: { current?: unknown }) => {
          const current = slug?.current;
          if (current === undefined || current === '') return 'A category needs a slug.';
          if (typeof current !== 'string' || !slugPattern.test(current.trim()))
            return 'The slug is one part of an address: no "/" and no spaces.';
          return current.trim().length <= limits.slugMax || within(limits.slugMax);
        }),
    }),
    paragraph('description', limits.descriptionMax, false, {
      description: 'The category page’s lead and its search description.',
    }),
  ],
  {
    icon: TagIcon,
    orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
    preview: { select: { title: 'title', subtitle: 'description' } },
  },
);
