// Sanity schema: a blog category (a chip on posts, a page at /blog/category/{slug}). categorySchema in
// lib/blog/schemas.ts derives its text fields from it and reads its slug by the same rule: a category the site would
// refuse would take every post it is on with it.
import { TagIcon } from '@sanity/icons/Tag';
import { postLimits } from '../../lib/blog/post-limits';
import { document } from '../fields/page';
import { isSlug, within } from '../fields/rules';
import { notASlug, slugField } from '../fields/shapes';
import { line, paragraph } from '../fields/text';

export const category = document(
  'category',
  'Category',
  [
    line('title', 40, 'A category needs a title.'), // a chip and a page title
    // Required: the site reads a category only with its slug, and a post with a category it cannot read fails.
    slugField('title', postLimits.slugMax, 'The category’s address: /blog/category/{slug}.', (current) => {
      if (current === undefined || current === '') return 'A category needs a slug.';
      if (!isSlug(current)) return notASlug;
      return current.trim().length <= postLimits.slugMax || within(postLimits.slugMax);
    }),
    paragraph('description', 200, false, {
      description: 'The category page’s lead and its search description.',
    }),
  ],
  {
    icon: TagIcon,
    orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
    preview: { select: { title: 'title', subtitle: 'description' } },
  },
);
