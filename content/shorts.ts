// The short-form videos page's (/shorts) code-side words: its SEO defaults, its Service JSON-LD and a screen
// reader's label. The hero, stats, samples, sections and closing call are the marketers' document (the Studio's
// Short-form videos; content/dataset.ndjson without a Sanity project).
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The defaults for the shorts document's SEO fields left empty. */
export const shortsSeo = {
  title: 'Short-Form Videos for SaaS',
  description:
    'Vertical short-form videos for TikTok, Instagram Reels, YouTube Shorts and LinkedIn: 15-60 seconds long, delivered in 3-5 days, built for 10x higher engagement.',
  keywords: [
    'short-form video agency',
    'YouTube Shorts for SaaS',
    'TikTok videos B2B',
    'Instagram Reels SaaS',
    'LinkedIn video',
  ],
  path: '/shorts',
} satisfies PageSeo;

/** The page's Service JSON-LD; its description follows the page's (the document's SEO, else this default). */
export const shortsService = {
  name: 'Short-form video production',
  serviceType: 'Short-form video production',
  description: shortsSeo.description,
  path: shortsSeo.path,
};

/** Read out before each sample's running time. */
export const shortsLabels = { duration: 'Duration' };

/** Where the notice sends a visitor when the shorts document cannot be read and no earlier page exists. */
export const shortsUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
