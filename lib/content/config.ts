// Constants shared by the content layer, the webhook and the pages.

export const apiVersion = '2025-07-23';

/** A safety net behind the publish webhook, and what picks up author edits (the webhook does not send them). */
export const contentRevalidateSeconds = 3600;

export const postsTag = 'blog:posts';
export const postTag = (segment: string) => `blog:post:${segment}`;
/** Every read that shows a category's title or address: a category's publish revalidates them all. */
export const categoriesTag = 'blog:categories';
export const caseStudiesTag = 'case-studies';
export const caseStudyTag = (slug: string) => `case-study:${slug}`;
export const jobsTag = 'jobs';
export const landingPagesTag = 'landing-pages';
export const landingPageTag = (slug: string) => `landing-page:${slug}`;
/** Every page shows the settings (the layout reads them): their publish revalidates every page. */
export const settingsTag = 'site-settings';
/** The header, the mobile menu and the footer (the layout reads them): their publish revalidates every page. */
export const navigationTag = 'navigation';
export const pricingTag = 'pricing';
export const offerTag = 'special-offer';
export const testimonialsTag = 'testimonials';
/** The client logos: the home page's strip and every landing page's logos section. */
export const logosTag = 'client-logos';
export const shortsPageTag = 'shorts-page';
export const productDemoVideosPageTag = 'product-demo-videos-page';
export const videoProductionPageTag = 'video-production-page';
export const aboutPageTag = 'about-page';
export const careerPageTag = 'career-page';
/** The case studies page's words: /case-studies and every case study's page read them. */
export const caseStudiesPageTag = 'case-studies-page';
export const homePageTag = 'home-page';
/** The blog's own words: /blog, its archive's and categories' pages and every post read them. */
export const blogPageTag = 'blog-page';
export const scriptGeneratorPageTag = 'script-generator-page';
export const youtubeScriptGeneratorPageTag = 'youtube-script-generator-page';
export const youtubeStrategyPageTag = 'youtube-strategy-page';
/** The video library (posters, VideoObject details): a video's publish revalidates every page that read it. */
export const videosTag = 'videos';
/** The redirect list: the server's proxy reads it (lib/redirects/), the export writes it into the host's files. */
export const redirectsTag = 'redirects';
