// Sanity's Presentation tool: the site's pages in draft mode beside the document, with click-to-edit.
// A function, called only when the tool is on, so the export's Studio bundle leaves it out.
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';

const postPath = (doc: { slug?: string; _id?: string } | null) =>
  `/blog/${encodeURIComponent(doc?.slug ?? doc?._id?.replace(/^drafts\./, '') ?? '')}`;

export const presentation = () =>
  presentationTool({
    previewUrl: {
      initial: '/blog',
      previewMode: { enable: '/api/draft-mode/enable' },
    },
    resolve: {
      mainDocuments: defineDocuments([
        { route: '/blog/:slug', filter: `_type == "post" && (slug.current == $slug || _id == $slug)` },
        { route: '/case-studies/:slug', filter: `_type == "caseStudy" && slug.current == $slug` },
      ]),
      locations: {
        post: defineLocations({
          select: { title: 'title', slug: 'slug.current', _id: '_id' },
          resolve: (doc) => ({
            locations: [
              { title: doc?.title || 'Untitled post', href: postPath(doc) },
              { title: 'Blog', href: '/blog' },
            ],
          }),
        }),
        caseStudy: defineLocations({
          select: { title: 'client', slug: 'slug.current' },
          resolve: (doc) => ({
            locations: [
              ...(doc?.slug ? [{ title: doc.title || 'Untitled case study', href: `/case-studies/${doc.slug}` }] : []),
              { title: 'Case studies', href: '/case-studies' },
            ],
          }),
        }),
        jobOpening: defineLocations({
          select: { title: 'title' },
          resolve: () => ({ locations: [{ title: 'Careers', href: '/career' }] }),
        }),
      },
    },
  });
