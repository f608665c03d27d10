// The About page's code-side words: its SEO defaults and where the notice sends a visitor when its document cannot
// be read. The hero, story, mission, co-founders, values, 'Why Choose', the FAQ and the closing call are the
// marketers' about document (the Studio's About; content/dataset.ndjson without a Sanity project).
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The defaults for the about document's SEO fields left empty; they quote the settings' claims. */
export const aboutSeo = {
  title: 'About Us',
  description:
    'Launchframe is a Lisbon video production studio that works only with SaaS companies: product demos, explainers and short-form videos in {process} days, with a {guarantee}-day performance guarantee.',
  keywords: ['SaaS video agency', 'video production Lisbon', 'product demo video studio', 'about Launchframe'],
  path: '/about',
} satisfies PageSeo;

/** Where the notice sends a visitor when the about document cannot be read and no earlier page exists. */
export const aboutUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
