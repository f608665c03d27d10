// Sanity schema: a blog category (a chip on posts, a page at /blog/category/{slug}). Validation mirrors
// categorySchema in lib/blog/schemas.ts: a category the site would refuse would take every post it is on with it.
import { TagIcon } from '@sanity/icons/Tag';
import { categoryLimits as limits } from '../../lib/blog/post-limits';
import { document } from '../fields/page';
import { isSlug, within } from '../fields/rules';
import { notASlug, slugField } from '../fields/shapes';
import { line, paragraph } from '../fields/text';

export const category = document(
  'category',
  'Category',
  [
    line('title', limits.titleMax, 'A category needs a title.'),
    // Required: the site reads a category only with its slug, and a post with a category it cannot read fails.
    slugField('title', limits.slugMax, 'The category’s address: /blog/category/{slug}.', (current) => {
      if (current === undefined || current === '') return 'A category needs a slug.';
      if (!isSlug(current)) return notASlug;
      return current.trim().length <= limits.slugMax || within(limits.slugMax);
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
