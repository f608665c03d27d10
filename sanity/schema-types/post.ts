// Sanity schema: a blog post, the fields lib/blog/queries.ts reads. lib/blog/schemas.ts derives its text fields
// and its SEO from it and writes the rest (slug, author, categories, image, date) to the same rules, so a post the
// site would refuse cannot be published.
import { postLimits } from '../../lib/blog/post-limits';
import { defineArrayMember, defineField } from '../fields/define';
import { document } from '../fields/page';
import { isSlug, within } from '../fields/rules';
import { notASlug, seoField, slugField } from '../fields/shapes';
import { line, paragraph } from '../fields/text';

const categoriesMin = 1;
/** The site reads at most this many; the chips fit one line on a phone. */
export const categoriesMax = 3;
const inWords = (count: number) => ['no', 'one', 'two', 'three', 'four', 'five'][count] ?? String(count);
const categoryCount = `${inWords(categoriesMin)} to ${inWords(categoriesMax)}`;

// The pages' SEO field, words and all, without their SEO tab: a post's fields are on one form, which has no tabs.
const seo = { ...seoField, group: undefined };

export const post = document(
  'post',
  'Post',
  [
    line('title', postLimits.titleMax, 'A post needs a title.'),
    slugField(
      'title',
      postLimits.slugMax,
      'The address: /blog/{slug}. Without one the post is reachable by its id.',
      (current) => {
        if (current === undefined) return true;
        if (!isSlug(current)) return notASlug;
        return current.length <= postLimits.slugMax || within(postLimits.slugMax);
      },
    ),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'author' }] }),
    defineField({
      name: 'categories',
      type: 'array',
      description: `From ${categoryCount}; the post is listed on each category’s page.`,
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => [
        rule.required().error(`Give the post ${categoryCount} categories.`),
        rule.min(categoriesMin).error(`Give the post ${categoryCount} categories.`),
        rule.max(categoriesMax).error(`At most ${inWords(categoriesMax)} categories.`),
        rule.unique().error('Each category once: this one is already on the post.'),
      ],
    }),
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
      description:
        'A future date schedules the post: it goes live at that time (within five minutes on the server; the static export at its next build).',
      // A new post is dated now, so its draft can already be previewed on the site.
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error('A post needs a publication date.'),
    }),
    // The card summary and the post's lead: cards clamp it to three lines.
    paragraph('excerpt', 300, false, { description: 'The lead paragraph and card summary.' }),
    defineField({ name: 'body', type: 'blockContent' }),
    // Empty fields keep the post's title, excerpt and image (lib/blog/seo.ts).
    seo,
  ],
  {
    orderings: [
      { title: 'Published, newest', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
    ],
    preview: {
      select: { title: 'title', author: 'author.name', media: 'mainImage' },
      prepare: ({ title, author, media }) => ({ title, subtitle: author ? `by ${author}` : undefined, media }),
    },
  },
);
