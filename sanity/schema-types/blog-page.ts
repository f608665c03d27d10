// Sanity schema: the blog's own words (the list's hero, the topics' heading, the archive pages' lead, the end of every
// post: the booking call and the further reading's heading; SEO of /blog); one document, edited as the Studio's Blog
// page. The posts, categories and authors are documents of their own. The site's parser (blogPageSchema,
// lib/marketing/blog-page/schemas.ts) is derived from this definition; the query it reads the page with is here too.
import { BookIcon } from '@sanity/icons/Book';
import { defineQuery } from 'groq';
import { heroFields, pageDocument } from '../fields/page';
import { closingCta } from '../fields/shapes';
import { line } from '../fields/text';
import { seoProjection } from './seo';

export const blogPage = pageDocument('blogPage', 'Blog page', BookIcon, {
  tabs: { lists: 'Lists', post: 'End of a post' },
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
  ],
});

/** The page as the site reads it, by its fixed id (lib/marketing/blog-page/read.ts). */
export const blogPageQuery = defineQuery(`*[_type == "blogPage" && _id == "blogPage"][0]{
  _id, ${seoProjection}, title, lead, topicsTitle, archiveLead, cta{ title, text, label, note }, relatedTitle
}`);
