// Sanity's Presentation tool: the site's pages in draft mode beside the document, with click-to-edit.
// A function, called only when the tool is on, so the export's Studio bundle leaves it out.
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';

const postPath = (doc: { slug?: string; _id?: string } | null) =>
  `/blog/${encodeURIComponent(doc?.slug ?? doc?._id?.replace(/^drafts\./, '') ?? '')}`;

/** The pages with a document of their own (a singleton): its type, then the page's address and name. */
const pages = {
  pricingPage: ['/pricing', 'Pricing'],
  shortsPage: ['/shorts', 'Short-form videos'],
  productDemoVideosPage: ['/product-demo-videos', 'Product demo videos'],
  videoProductionPage: ['/video-production', 'Video production'],
  aboutPage: ['/about', 'About'],
  careerPage: ['/career', 'Careers'],
  homePage: ['/', 'Home'],
} as const;

/** A document shown on one page: Presentation lists that page under it. */
const shownOn = (title: string, href: string) => defineLocations({ locations: [{ title, href }] });

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
        ...Object.entries(pages).map(([type, [route]]) => ({ route, filter: `_type == "${type}"` })),
        { route: '/', filter: `_type == "specialOffer"` },
        // Last: any other one-segment address is a landing page's.
        { route: '/:slug', filter: `_type == "landingPage" && slug.current == $slug` },
      ]),
      locations: {
        ...Object.fromEntries(Object.entries(pages).map(([type, [href, title]]) => [type, shownOn(title, href)])),
        siteSettings: shownOn('Every page', '/'),
        specialOffer: shownOn('Home', '/'),
        testimonial: shownOn('Home', '/'),
        clientLogos: shownOn('Home', '/'),
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
        landingPage: defineLocations({
          select: { title: 'title', slug: 'slug.current' },
          resolve: (doc) => ({
            locations: doc?.slug ? [{ title: doc.title || 'Untitled landing page', href: `/${doc.slug}` }] : [],
          }),
        }),
      },
    },
  });
