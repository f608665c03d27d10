// The /case-studies list's words; the case studies are content documents (Sanity or content/dataset.ndjson).
import type { CtaBlock } from '@/content/calls-to-action';
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The page's SEO; it quotes the settings' claims (lib/marketing/claims.ts). */
export const caseStudiesSeo = {
  title: 'Case Studies',
  description:
    'How SaaS companies grew trials, conversions and retention with Launchframe videos: an average {roi} ROI increase, delivered with a {guarantee}-day turnaround for {companies} companies.',
  keywords: [
    'SaaS video case studies',
    'product demo video results',
    'video marketing ROI',
    'customer testimonial videos',
  ],
  path: '/case-studies',
} satisfies PageSeo;

export const caseStudiesPage = {
  eyebrow: 'Case Studies',
  title: 'Videos that moved the numbers',
  lead: 'Real SaaS teams, real metrics. Press play to hear what changed after their Launchframe video went live.',
  claimsLabel: 'Results across our clients',
  /** They quote the settings' claims (lib/marketing/claims.ts). */
  claims: [
    { value: '{roi}', label: 'average ROI increase' },
    { value: '{guarantee}-day', label: 'turnaround' },
    { value: '{companies}', label: 'companies served' },
  ],
  listTitle: 'Client stories',
  /** The list with no case study published. */
  listEmpty: 'No client stories published yet.',
  watchLabel: 'Watch the story',
  readLabel: 'Read the full case study',
  featuredLabel: 'Featured',
  unavailableBack: { label: 'Return to Home', href: '/' } satisfies NavLink,
  cta: {
    title: 'Your story could be next',
    text: 'Book a free 15-minute call and we will show you which video would move your numbers first.',
  } satisfies CtaBlock,
};
