// Sanity's Presentation tool: the site's pages in draft mode beside the document, with click-to-edit.
// A function, called only when the tool is on, so the export's Studio bundle leaves it out.
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';

const postPath = (doc: { slug?: string; _id?: string } | null) =>
  `/blog/${encodeURIComponent(doc?.slug ?? doc?._id?.replace(/^drafts\./, '') ?? '')}`;

const pricingLocation = { title: 'Pricing', href: '/pricing' };
const homeLocation = { title: 'Home', href: '/' };

/** A document shown on one page: Presentation lists that page under it. */
const pageLocations = (pages: Record<string, { title: string; href: string }>) =>
  Object.fromEntries(
    Object.entries(pages).map(([type, location]) => [type, defineLocations({ locations: [location] })]),
  );

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
        { route: '/pricing', filter: `_type == "pricingPage"` },
        { route: '/shorts', filter: `_type == "shortsPage"` },
        { route: '/product-demo-videos', filter: `_type == "productDemoVideosPage"` },
        { route: '/video-production', filter: `_type == "videoProductionPage"` },
        { route: '/about', filter: `_type == "aboutPage"` },
        { route: '/career', filter: `_type == "careerPage"` },
        { route: '/', filter: `_type == "homePage"` },
        { route: '/', filter: `_type == "specialOffer"` },
        // Last: any other one-segment address is a landing page's.
        { route: '/:slug', filter: `_type == "landingPage" && slug.current == $slug` },
      ]),
      locations: {
        ...pageLocations({
          siteSettings: { title: 'Every page', href: '/' },
          homePage: { title: 'Home', href: '/' },
          shortsPage: { title: 'Short-form videos', href: '/shorts' },
          productDemoVideosPage: { title: 'Product demo videos', href: '/product-demo-videos' },
          videoProductionPage: { title: 'Video production', href: '/video-production' },
          aboutPage: { title: 'About', href: '/about' },
          careerPage: { title: 'Careers', href: '/career' },
        }),
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
        pricingPage: defineLocations({ locations: [pricingLocation] }),
        landingPage: defineLocations({
          select: { title: 'title', slug: 'slug.current' },
          resolve: (doc) => ({
            locations: doc?.slug ? [{ title: doc.title || 'Untitled landing page', href: `/${doc.slug}` }] : [],
          }),
        }),
        specialOffer: defineLocations({ locations: [homeLocation] }),
        testimonial: defineLocations({ locations: [homeLocation] }),
        clientLogos: defineLocations({ locations: [homeLocation] }),
      },
    },
  });
