// The case studies list (/case-studies): four video cards, the claims and the booking call.
import { claims } from '@/content/site';
import { media } from '@/content/media';
import type { CtaBlock } from '@/content/calls-to-action';
import type { PosterStyle } from '@/content/posters';
import type { PageSeo } from '@/lib/seo';

/** One card of the list. `slug` links it to its full story, if it has one. */
export type CaseStudyCard = {
  id: string;
  title: string;
  subtitle: string;
  thumbnail: PosterStyle;
  result: string;
  metric: string;
  hasVideo: boolean;
  mediaId: string;
  slug?: string;
};

export const caseStudiesSeo = {
  title: 'Case Studies',
  description:
    'How SaaS companies grew trials, conversions and retention with Launchframe videos: an average 250% ROI increase, delivered with a 30-day turnaround for 50+ companies.',
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
  claims: [
    { value: claims.averageRoiIncrease, label: 'average ROI increase' },
    { value: `${claims.guaranteeDays}-day`, label: 'turnaround' },
    { value: claims.companiesServed, label: 'companies served' },
  ],
  listTitle: 'Client stories',
  watchLabel: 'Watch the story',
  readLabel: 'Read the full case study',
  featuredLabel: 'Featured',
  cta: {
    title: 'Your story could be next',
    text: 'Book a free 15-minute call and we will show you which video would move your numbers first.',
  } satisfies CtaBlock,
};

export const caseStudyCards: CaseStudyCard[] = [
  {
    id: 'tallyflow',
    title: 'Tallyflow',
    subtitle: 'Testimonials, tutorials and vertical ads for an invoicing platform',
    thumbnail: 'indigo',
    result: 'Trial sign-ups up within 30 days of launch',
    metric: claims.conversionIncrease + ' conversion increase',
    hasVideo: true,
    mediaId: media.caseStudies[0],
    slug: 'tallyflow',
  },
  {
    id: 'shiftboard',
    title: 'Shiftboard',
    subtitle: 'Product demo video for a workforce scheduling tool',
    thumbnail: 'emerald',
    result: 'Demo requests from the pricing page doubled',
    metric: '2x demo requests',
    hasVideo: true,
    mediaId: media.caseStudies[1],
  },
  {
    id: 'quillstack',
    title: 'Quillstack',
    subtitle: 'Onboarding series for a documentation platform',
    thumbnail: 'amber',
    result: 'Fewer support tickets in the first week of use',
    metric: claims.churnReduction + ' churn reduction',
    hasVideo: true,
    mediaId: media.caseStudies[2],
  },
  {
    id: 'beaconly',
    title: 'Beaconly',
    subtitle: 'Explainer and short-form launch campaign for an analytics start-up',
    thumbnail: 'rose',
    result: 'Launch week landing page converted at record rate',
    metric: claims.conversionMultiplier + ' conversion',
    hasVideo: true,
    mediaId: media.caseStudies[3],
  },
];
