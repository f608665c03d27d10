// Which cache tags and pages a webhook event revalidates.
import { staticRoutes } from '@/content/routes';
import {
  caseStudiesTag,
  caseStudyTag,
  categoriesTag,
  jobsTag,
  landingPagesTag,
  landingPageTag,
  logosTag,
  offerTag,
  postsTag,
  postTag,
  pricingTag,
  redirectsTag,
  settingsTag,
  navigationTag,
  shortsPageTag,
  productDemoVideosPageTag,
  videoProductionPageTag,
  aboutPageTag,
  careerPageTag,
  caseStudiesPageTag,
  homePageTag,
  blogPageTag,
  scriptGeneratorPageTag,
  youtubeScriptGeneratorPageTag,
  youtubeStrategyPageTag,
  videosTag,
  testimonialsTag,
} from '@/lib/content/config';
import type { ContentEvent } from '@/lib/content/webhook/event';

const present = (...values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];

/** A post, case study or landing page the navigation may link to: its new address or its unpublishing reaches the
 * navigation's read (every page) too, so the link follows it or is left out. A change that keeps the address
 * does not. */
const linkTargetMoved = (event: { slug?: string | null; previousSlug?: string | null }) =>
  event.previousSlug && event.previousSlug !== event.slug ? [navigationTag] : [];

/** The tags and pages a change touches: its page (at the old address too, after a rename), list, sitemap, feed. */
export function revalidationFor(event: ContentEvent): { tags: string[]; paths: string[] } {
  switch (event._type) {
    case 'post': {
      // A post without a slug is reached by its id.
      const segments = present(event.slug ?? event._id, event.previousSlug);
      return {
        tags: [postsTag, ...segments.map(postTag), ...linkTargetMoved(event)],
        paths: [
          '/blog',
          ...segments.map((value) => `/blog/${encodeURIComponent(value)}`),
          '/blog/feed.xml',
          '/sitemap.xml',
        ],
      };
    }
    case 'caseStudy': {
      const slugs = present(event.slug, event.previousSlug);
      return {
        tags: [caseStudiesTag, ...slugs.map(caseStudyTag), ...linkTargetMoved(event)],
        paths: ['/case-studies', ...slugs.map((value) => `/case-studies/${encodeURIComponent(value)}`), '/sitemap.xml'],
      };
    }
    case 'jobOpening':
      return { tags: [jobsTag], paths: ['/career'] };
    case 'category': {
      // Posts carry their categories' titles: the lists (postsTag) and every post's own read (categoriesTag).
      const slugs = present(event.slug, event.previousSlug);
      return {
        tags: [postsTag, categoriesTag],
        paths: ['/blog', ...slugs.map((value) => `/blog/category/${encodeURIComponent(value)}`), '/sitemap.xml'],
      };
    }
    // Every page shows the settings (the booking buttons, the footer, the JSON-LD): the tag reaches them all; the
    // pages regenerated at once are the static ones, the rest on their next visit.
    case 'siteSettings':
      return { tags: [settingsTag], paths: staticRoutes.map((route) => route.path) };
    // The header, the mobile menu and the footer are on every page, as the settings are.
    case 'navigation':
      return { tags: [navigationTag], paths: staticRoutes.map((route) => route.path) };
    case 'landingPage': {
      // The address list (landingPagesTag) lets a new or renamed page answer at once, and the old address stop.
      const slugs = present(event.slug, event.previousSlug);
      return {
        tags: [landingPagesTag, ...slugs.map(landingPageTag), ...linkTargetMoved(event)],
        paths: [...slugs.map((value) => `/${encodeURIComponent(value)}`), '/sitemap.xml'],
      };
    }
    case 'pricingPage':
      return { tags: [pricingTag], paths: ['/pricing'] };
    case 'shortsPage':
      return { tags: [shortsPageTag], paths: ['/shorts'] };
    case 'productDemoVideosPage':
      return { tags: [productDemoVideosPageTag], paths: ['/product-demo-videos'] };
    case 'videoProductionPage':
      return { tags: [videoProductionPageTag], paths: ['/video-production'] };
    case 'aboutPage':
      return { tags: [aboutPageTag], paths: ['/about'] };
    case 'careerPage':
      return { tags: [careerPageTag], paths: ['/career'] };
    // The blog's own words: /blog, the archive's and categories' pages and every post read them under the tag, and
    // regenerate on their next visit; /blog at once.
    case 'blogPage':
      return { tags: [blogPageTag], paths: ['/blog'] };
    case 'scriptGeneratorPage':
      return { tags: [scriptGeneratorPageTag], paths: ['/script-generator'] };
    case 'youtubeScriptGeneratorPage':
      return { tags: [youtubeScriptGeneratorPageTag], paths: ['/youtube-script-generator'] };
    case 'youtubeStrategyPage':
      return { tags: [youtubeStrategyPageTag], paths: ['/youtube-strategy'] };
    // The list's words and those every case study's page shares: the tag reaches every study's page, regenerated
    // on its next visit; the list at once.
    case 'caseStudiesPage':
      return { tags: [caseStudiesPageTag], paths: ['/case-studies'] };
    // The home page's words; the landing pages that show its services, process, testimonials' heading or logos'
    // title read the same tag, so they regenerate on their next visit.
    case 'homePage':
      return { tags: [homePageTag], paths: ['/'] };
    // The offer and the testimonials are on the home page only.
    case 'specialOffer':
      return { tags: [offerTag], paths: ['/'] };
    case 'testimonial':
      return { tags: [testimonialsTag], paths: ['/'] };
    // The home page's strip, regenerated at once; every landing page with a logos section read the logos under
    // the same tag, and regenerates on its next visit.
    case 'clientLogos':
      return { tags: [logosTag], paths: ['/'] };
    // No page shows a redirect: the tag tells every instance's redirect table to read the list again
    // (lib/redirects/publish-signal.ts), and the handler (handler.ts) tells this instance's at once.
    case 'redirect':
      return { tags: [redirectsTag], paths: [] };
    // A video's poster and details show wherever a page names its media id: every page that read the library
    // (videosTag) regenerates, the static ones at once, posts, case studies and landing pages on their next visit.
    case 'hostedVideo':
      return { tags: [videosTag], paths: staticRoutes.map((route) => route.path) };
  }
}
