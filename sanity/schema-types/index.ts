// The Studio's schema types: the blog (post, category, author, the post body with its image, video and
// call-to-action blocks), case studies, job openings, the marketers' site settings, pages (pricing, the service
// pages, about, careers), special offer and testimonials
// (with the SEO object their pages share), and redirects.
import { aboutPage } from './about-page';
import { author } from './author';
import { blockContent } from './block-content';
import { blogPage } from './blog-page';
import { careerPage } from './career-page';
import { caseStudiesPage } from './case-studies-page';
import { caseStudy } from './case-study';
import { category } from './category';
import { clientLogos } from './client-logos';
import { homePage } from './home-page';
import { scriptGeneratorPage, youtubeScriptGeneratorPage } from './generator-page';
import { jobOpening } from './job-opening';
import { landingPage } from './landing-page';
import { navigation } from './navigation';
import { post } from './post';
import { pricingPage } from './pricing-page';
import { productDemoVideosPage } from './product-demo-videos-page';
import { redirect } from './redirect';
import { seo } from './seo';
import { shortsPage } from './shorts-page';
import { siteSettings } from './site-settings';
import { specialOffer } from './special-offer';
import { testimonial } from './testimonial';
import { videoProductionPage } from './video-production-page';
import { video } from './video';
import { youtubeStrategyPage } from './youtube-strategy-page';

export const schemaTypes = [
  post,
  category,
  author,
  blockContent,
  caseStudy,
  jobOpening,
  siteSettings,
  navigation,
  pricingPage,
  homePage,
  shortsPage,
  productDemoVideosPage,
  videoProductionPage,
  aboutPage,
  careerPage,
  blogPage,
  scriptGeneratorPage,
  youtubeScriptGeneratorPage,
  youtubeStrategyPage,
  caseStudiesPage,
  specialOffer,
  testimonial,
  video,
  clientLogos,
  landingPage,
  seo,
  redirect,
];
