// Sanity schema: an author (name, optional picture; the site shows initials without one). A post's parser
// (lib/blog/schemas.ts) derives the author's name from it.
import { postLimits } from '../../lib/blog/post-limits';
import { defineField } from '../fields/define';
import { document } from '../fields/page';
import { line } from '../fields/text';

export const author = document(
  'author',
  'Author',
  [
    line('name', postLimits.authorNameMax, 'An author needs a name.'),
    defineField({ name: 'slug', type: 'slug', options: { source: 'name', maxLength: 96 } }),
    defineField({ name: 'image', title: 'Picture', type: 'image', options: { hotspot: true } }),
  ],
  { preview: { select: { title: 'name', media: 'image' } } },
);
