// The YouTube strategy article's (/youtube-strategy) code-side words and structure: its SEO defaults, where its
// closing buttons lead, Final Thoughts' fragment id and where the notice sends a visitor. The hero, the byline, the
// introduction, the companies, Final Thoughts and the closing call are the marketers' document (the Studio's YouTube
// strategy page; content/dataset.ndjson without a Sanity project).
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The defaults for the document's SEO fields left empty; the article's date and byline are the document's. */
export const youtubeStrategySeo = {
  title: 'YouTube Strategy: How 5 SaaS Companies Grow on YouTube',
  description:
    'How HubSpot, Ahrefs, Notion, Canva and Slack use YouTube to win trials and customers: the strategy, why it works and the content types that carry each channel.',
  keywords: [
    'SaaS YouTube strategy',
    'B2B YouTube marketing',
    'YouTube for SaaS',
    'HubSpot YouTube',
    'Ahrefs YouTube',
    'video content strategy',
  ],
  path: '/youtube-strategy',
  type: 'article',
} satisfies PageSeo;

/** Where the closing call's buttons lead: the pricing page (its ROI calculator) and the case studies. */
export const youtubeStrategyCtaLinks = { pricing: '/pricing', caseStudies: '/case-studies' } as const;

/** Final Thoughts' fragment id, which the table of contents links to. */
export const finalThoughtsId = 'final-thoughts';

/** Where the notice sends a visitor when the document cannot be read and no earlier page exists. */
export const youtubeStrategyUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
