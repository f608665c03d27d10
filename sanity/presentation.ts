// Sanity's Presentation tool: the site's pages in draft mode beside the document, with click-to-edit.
// A function, called only when the tool is on, so the export's Studio bundle leaves it out.
import {
  defineDocuments,
  defineLocations,
  presentationTool,
  type DocumentLocationResolver,
  type DocumentLocationsState,
} from 'sanity/presentation';
import { panelKeys } from '../lib/case-studies/limits';
import { youtubePrefix } from '../lib/content/rules';

const postPath = (doc: { slug?: string; _id?: string } | null) =>
  `/blog/${encodeURIComponent(doc?.slug ?? doc?._id?.replace(/^drafts\./, '') ?? '')}`;

const categoryPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}`;

type Category = { title?: string; slug?: string };
/** A post has at most three categories. */
const categoryIndexes = [0, 1, 2] as const;
type CategoryField = `category${(typeof categoryIndexes)[number]}${'Title' | 'Slug'}`;
/** What a post's locations read: its title and address, and its categories' (`category0Title`, `category0Slug`…). */
type PostLocationDoc = { title?: string; slug?: string; _id?: string } & Partial<Record<CategoryField, string>>;

/** A post's pages: its own, /blog, and the first page of each of its categories. */
export function postLocations(doc: PostLocationDoc | null) {
  const categories: Category[] = categoryIndexes.map((index) => ({
    title: doc?.[`category${index}Title`],
    slug: doc?.[`category${index}Slug`],
  }));
  return [
    { title: doc?.title || 'Untitled post', href: postPath(doc) },
    { title: 'Blog', href: '/blog' },
    ...categories.flatMap(({ title, slug }) =>
      slug ? [{ title: `Category: ${title || slug}`, href: categoryPath(slug) }] : [],
    ),
  ];
}

/** A category's page (when it has an address), and /blog, which lists it among the topics. */
export const categoryLocations = (doc: Category | null) => [
  ...(doc?.slug ? [{ title: `Category: ${doc.title || doc.slug}`, href: categoryPath(doc.slug) }] : []),
  { title: 'Blog', href: '/blog' },
];

/** The blog page's words show on /blog, and also on the archive's and categories' pages and at the end of every
 * post: Presentation lists /blog and says where else. */
export const blogPageLocations = {
  locations: [{ title: 'Blog', href: '/blog' }],
  message: 'Also on the older posts’ and the categories’ pages, and at the end of every post.',
};

/** The navigation (the header, the mobile menu, the footer) is on every page: Presentation opens the home page,
 * which shows all three, and says so. */
export const navigationLocations = {
  locations: [{ title: 'Every page (the home page)', href: '/' }],
  message: 'The header, the mobile menu and the footer are on every page.',
};

/** The pages with a document of their own (a singleton): its type, then the page's address and name. */
export const pages = {
  pricingPage: ['/pricing', 'Pricing'],
  shortsPage: ['/shorts', 'Short-form videos'],
  productDemoVideosPage: ['/product-demo-videos', 'Product demo videos'],
  videoProductionPage: ['/video-production', 'Video production'],
  aboutPage: ['/about', 'About'],
  careerPage: ['/career', 'Careers'],
  scriptGeneratorPage: ['/script-generator', 'Script generator'],
  youtubeScriptGeneratorPage: ['/youtube-script-generator', 'YouTube script generator'],
  youtubeStrategyPage: ['/youtube-strategy', 'YouTube strategy'],
  caseStudiesPage: ['/case-studies', 'Case studies'],
  homePage: ['/', 'Home'],
} as const;

/** A case study's own page, as Presentation lists it. */
const caseStudyLocation = /* groq */ `{ "title": "Case study: " + coalesce(client, slug.current), "href": "/case-studies/" + slug.current }`;

/** The case studies page's words are on /case-studies and on every case study's own page (one with an address):
 * the query gives them as Presentation lists them, and follows the case studies as they change. */
export const caseStudiesPageLocationsQuery = /* groq */ `{
  "locations": [{ "title": "Case studies", "href": "/case-studies" }] + (
    *[_type == "caseStudy" && defined(slug.current)] | order(order asc) ${caseStudyLocation}
  )
}`;

const caseStudiesPageLocations: DocumentLocationResolver = (params, { documentStore }) =>
  documentStore.listenQuery(caseStudiesPageLocationsQuery, {}, { perspective: params.perspectiveStack });

// The media ids a case study names: its card's, its testimonial's, each panel's before and after, its GIF's.
const caseStudyMediaIds = [
  'videoId',
  'testimonial.videoId',
  ...panelKeys.flatMap((key) => [`panels.${key}.beforeVideoId`, `panels.${key}.afterVideoId`]),
  'gif.videoId',
].join(', ');

/** A service page, when its list of videos (`list`) names the video's media id. */
const servicePageNaming = (type: keyof typeof pages, list: string) => /* groq */ `
  *[_type == "${type}" && ^.mediaId in ${list}.items[].mediaId][0..0]{ "title": "${pages[type][1]}", "href": "${pages[type][0]}" }`;

/** A video document's pages: those of the documents that name its media id. The home page when its hero or services,
 * a testimonial or the offer name it; the service pages that show it; each case study with a page that names it, and
 * /case-studies when a card does; each landing page that names it in a section, or shows the testimonials or the home
 * page's services that do; each post with a video block of its host and id. The query follows those documents as they
 * change ($id: the video's id). */
export const videoLocationsQuery = /* groq */ `*[_type == "hostedVideo" && _id == $id][0]{
  "mediaId": select(provider == "youtube" => "${youtubePrefix}" + videoId, videoId),
  provider,
  videoId
}{
  ...,
  "onHomeItself": count(*[
    (_type == "homePage" && (hero.mediaId == ^.mediaId || ^.mediaId in services.items[].demo.mediaId))
    || (_type == "specialOffer" && ^.mediaId in videos[].mediaId)
  ]) > 0,
  "inTestimonials": count(*[_type == "testimonial" && mediaId == ^.mediaId]) > 0,
  "inServices": count(*[_type == "homePage" && ^.mediaId in services.items[].demo.mediaId]) > 0
}{
  "locations": select(onHomeItself || inTestimonials => [{ "title": "${pages.homePage[1]}", "href": "/" }], [])
    + ${servicePageNaming('shortsPage', 'samples')}
    + ${servicePageNaming('productDemoVideosPage', 'samples')}
    + ${servicePageNaming('videoProductionPage', 'showcase')}
    + select(count(*[_type == "caseStudy" && videoId == ^.mediaId]) > 0 => [
        { "title": "${pages.caseStudiesPage[1]}", "href": "${pages.caseStudiesPage[0]}" }
      ], [])
    + *[_type == "caseStudy" && defined(slug.current) && ^.mediaId in [${caseStudyMediaIds}]] | order(order asc)
      ${caseStudyLocation}
    + *[_type == "landingPage" && defined(slug.current) && (
        ^.mediaId in sections[].mediaId
        || ^.mediaId in sections[].videos[].mediaId
        || (^.inTestimonials && "testimonialsSection" in sections[]._type)
        || (^.inServices && "servicesSection" in sections[]._type)
      )] | order(slug.current asc) {
        "title": coalesce(title, "Untitled landing page"),
        "href": "/" + slug.current
      }
    + *[_type == "post" && count(body[_type == "video" && provider == ^.^.provider && videoId == ^.^.videoId]) > 0]
      | order(publishedAt desc) {
        "title": coalesce(title, "Untitled post"),
        "href": "/blog/" + coalesce(slug.current, _id)
      }
}`;

const videoLocations: DocumentLocationResolver = (params, { documentStore }) =>
  documentStore.listenQuery(videoLocationsQuery, { id: params.id }, { perspective: params.perspectiveStack });

/** A type's locations from a resolver function: the tool calls a type's entry that is a function with the document
 * store (sanity/presentation's useDocumentLocations), though the entries' type names only the select-and-resolve
 * objects. */
const resolvedBy = (resolver: DocumentLocationResolver) => resolver as unknown as DocumentLocationsState;

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
        { route: '/blog', filter: `_type == "blogPage"` },
        { route: '/blog/page/:page', filter: `_type == "blogPage"` },
        { route: '/blog/:slug', filter: `_type == "post" && (slug.current == $slug || _id == $slug)` },
        { route: '/blog/category/:slug', filter: `_type == "category" && slug.current == $slug` },
        { route: '/blog/category/:slug/page/:page', filter: `_type == "category" && slug.current == $slug` },
        { route: '/case-studies/:slug', filter: `_type == "caseStudy" && slug.current == $slug` },
        ...Object.entries(pages).map(([type, [route]]) => ({ route, filter: `_type == "${type}"` })),
        { route: '/', filter: `_type == "specialOffer"` },
        // Last: any other one-segment address is a landing page's.
        { route: '/:slug', filter: `_type == "landingPage" && slug.current == $slug` },
      ]),
      locations: {
        ...Object.fromEntries(Object.entries(pages).map(([type, [href, title]]) => [type, shownOn(title, href)])),
        caseStudiesPage: resolvedBy(caseStudiesPageLocations),
        hostedVideo: resolvedBy(videoLocations),
        siteSettings: shownOn('Every page', '/'),
        navigation: defineLocations(navigationLocations),
        blogPage: defineLocations(blogPageLocations),
        specialOffer: shownOn('Home', '/'),
        testimonial: shownOn('Home', '/'),
        clientLogos: shownOn('Home', '/'),
        post: defineLocations({
          select: {
            title: 'title',
            slug: 'slug.current',
            _id: '_id',
            // Paths through a reference are followed, as in a list preview's select.
            ...Object.fromEntries(
              categoryIndexes.flatMap((index) => [
                [`category${index}Title`, `categories.${index}.title`],
                [`category${index}Slug`, `categories.${index}.slug.current`],
              ]),
            ),
          },
          resolve: (doc) => ({ locations: postLocations(doc) }),
        }),
        category: defineLocations({
          select: { title: 'title', slug: 'slug.current' },
          resolve: (doc) => ({ locations: categoryLocations(doc) }),
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
