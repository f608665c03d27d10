// Sanity schema: a blog post, the fields lib/blog/queries.ts reads. Validation mirrors the site's schema
// and lib/blog/post-limits.ts, so a post the site would refuse cannot be published.
import { defineField, defineType } from 'sanity';
import { postLimits } from '../../lib/blog/post-limits';
import { slugPattern } from '../../lib/content/slug';

export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .error('A post needs a title.')
          .max(postLimits.titleMax)
          .error(`At most ${postLimits.titleMax} characters.`),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The address: /blog/{slug}. Without one the post is reachable by its id.',
      options: { source: 'title', maxLength: postLimits.slugMax },
      validation: (rule) =>
        rule.custom((slug?: { current?: unknown }) => {
          const current = slug?.current;
          if (current === undefined) return true;
          if (typeof current !== 'string' || !slugPattern.test(current.trim()))
            return 'The slug is one part of an address: no "/" and no spaces.';
          return current.length <= postLimits.slugMax || `At most ${postLimits.slugMax} characters.`;
        }),
    }),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'author' }] }),
    defineField({
      name: 'mainImage',
      title: 'Main image',
      type: 'image',
      options: { hotspot: true },
      fields: [
        defineField({ name: 'alt', title: 'Alternative text', type: 'string', description: 'Defaults to the title.' }),
      ],
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      // A new post is dated now, so its draft can already be previewed on the site.
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error('A post needs a publication date.'),
    }),
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      description: 'The lead paragraph and card summary.',
      validation: (rule) => rule.max(postLimits.excerptMax).error(`At most ${postLimits.excerptMax} characters.`),
    }),
    defineField({ name: 'body', type: 'blockContent' }),
  ],
  orderings: [
    { title: 'Published, newest', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', author: 'author.name', media: 'mainImage' },
    prepare: ({ title, author, media }) => ({ title, subtitle: author ? `by ${author}` : undefined, media }),
  },
});
