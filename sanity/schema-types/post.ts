// Sanity schema: a blog post — the fields the site's queries read (lib/blog/queries.ts).
import { defineField, defineType } from 'sanity';

export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The address: /blog/{slug}. Without one the post is reachable by its id.',
      options: { source: 'title', maxLength: 96 },
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
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'excerpt', type: 'text', rows: 3, description: 'The lead paragraph and card summary.' }),
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
