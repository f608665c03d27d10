// The video production page's (/video-production) code-side words: its SEO defaults and its Service JSON-LD. The
// hero, signature work, reasons, steps and closing call are the marketers' document (the Studio's Video production;
// content/dataset.ndjson without a Sanity project).
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The defaults for the video production document's SEO fields left empty. */
export const videoProductionSeo = {
  title: 'Premium Video Production for SaaS',
  description:
    'Premium video production that grows your SaaS: webinars, coaching, product and ad videos in 4K with colour grading, from concept to final cut in 2-3 weeks, for clients worldwide.',
  keywords: [
    'video production agency',
    'SaaS video production',
    'premium video production',
    'corporate video Lisbon',
    'ad video production',
  ],
  path: '/video-production',
} satisfies PageSeo;

/** The page's Service JSON-LD; its description follows the page's (the document's SEO, else this default). */
export const videoProductionService = {
  name: 'Premium video production',
  serviceType: 'Video production',
  description: videoProductionSeo.description,
  path: videoProductionSeo.path,
};

/** Where the notice sends a visitor when the document cannot be read and no earlier page exists. */
export const videoProductionUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
