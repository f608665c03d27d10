// Sanity schema: the blog's own words (the list's hero, the topics' heading, the archive pages' lead, the words every
// post's page shares: its back link, labels and headings, the default label of a call in its text, the booking call
// at its end and the further reading's heading; SEO of /blog); one document, edited as the Studio's Blog
// page. The posts, categories and authors are documents of their own. The site's parser (blogPageSchema,
// lib/marketing/blog-page/schemas.ts) is derived from this definition; the query it reads the page with is here too.
import { BookIcon } from '@sanity/icons/Book';
import { defineQuery } from 'groq';
import { heroFields, pageDocument } from '../fields/page';
import { closingCta } from '../fields/shapes';
import { line } from '../fields/text';
import { seoProjection } from './seo';

export const blogPage = pageDocument('blogPage', 'Blog page', BookIcon, {
  tabs: { lists: 'Lists', post: 'Post page' },
  seoDescription:
    'The SEO of /blog. Each post has its own SEO; the archive’s and the categories’ pages are titled after their page and category.',
  fields: [
    ...heroFields({ titleMax: 80, leadMax: 300 }),
    line('topicsTitle', 40, 'The topics’ heading.', {
      title: 'Topics heading',
      group: 'lists',
      description: 'Above the categories’ links on /blog and on each category’s page, e.g. “Browse by topic”.',
    }),
    line('archiveLead', 120, 'The archive pages’ lead.', {
      title: 'Archive pages: lead',
      group: 'lists',
      description:
        'Under the title of /blog/page/2 and later, after the page’s number (“Page 2 of 3: ”), e.g. “older posts, newest first.” A category’s page shows the category’s description, or the hero’s paragraph when it has none.',
    }),
    // The words every post's page shares; the reading time, and the texts of a missing or unreadable post, are the
    // site's (content/blog/copy.ts).
    line('backLabel', 40, 'The back link’s words.', {
      title: 'Back link',
      group: 'post',
      description: 'Above every post’s title (and on the page of a post that does not exist); it leads to /about.',
    }),
    line('authorLabel', 30, 'The author’s label.', {
      title: 'Author label',
      group: 'post',
      description: 'Under the author’s name in a post’s head, e.g. “Written by”.',
    }),
    line('categoriesLabel', 40, 'The categories’ label.', {
      title: 'Categories label',
      group: 'post',
      description: 'Names the list of a post’s categories in its head for screen readers, e.g. “Topics”.',
    }),
    line('contentsTitle', 40, 'The contents’ heading.', {
      title: 'Contents heading',
      group: 'post',
      description: 'Above the links to a long post’s sections, e.g. “Contents”.',
    }),
    line('bodyCtaLabel', 40, 'The label of a call in a post’s text.', {
      title: 'Call in a post: button label',
      group: 'post',
      description:
        'The booking button of a call to action inside a post’s text, when the post gives it no words of its own.',
    }),
    closingCta({
      title: 'Booking call after a post',
      group: 'post',
      description: 'At the end of every post; its button books a discovery call.',
    }),
    line('relatedTitle', 60, 'The further reading’s heading.', {
      title: 'Further reading heading',
      group: 'post',
      description: 'Above up to three posts at the end of every post, e.g. “Keep reading”.',
    }),
    line('relatedLabel', 40, 'The further reading list’s name.', {
      title: 'Further reading: list name',
      group: 'post',
      description: 'Names the list of those posts for screen readers, e.g. “More to read”.',
    }),
  ],
});

/** The page as the site reads it, by its fixed id (lib/marketing/blog-page/read.ts). */
export const blogPageQuery = defineQuery(`*[_type == "blogPage" && _id == "blogPage"][0]{
  _id, ${seoProjection}, title, lead, topicsTitle, archiveLead, backLabel, authorLabel, categoriesLabel, contentsTitle,
  bodyCtaLabel, cta{ title, text, label, note }, relatedTitle, relatedLabel
}`);
