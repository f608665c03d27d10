// Words shared by every /case-studies/{slug} page; the case studies are content documents.
import type { CtaBlock } from '@/content/calls-to-action';
import type { NavLink } from '@/content/navigation';
import type { PanelKey } from '@/lib/case-studies/limits';

export const caseStudyPage = {
  badge: 'Case Study',
  backLabel: 'Back to Home',
  unavailableBack: { label: 'Back to the case studies', href: '/case-studies' } satisfies NavLink,
  clientLabel: 'Client',
  watchLabel: 'Watch the testimonial',
  beforeAfter: {
    title: 'Before and after',
    lead: 'The same message, told three ways — first as the client had it, then as we rebuilt it.',
    tabs: {
      testimonials: 'Customer Testimonials',
      tutorials: 'Tutorial',
      verticalAds: 'Vertical Ads',
    } satisfies Record<PanelKey, string>,
    before: 'Before',
    after: 'After',
    problemsLabel: 'What held it back',
    improvementsLabel: 'What we changed',
  },
  gif: {
    eyebrow: 'GIF Creation',
    title: 'Loops that explain a feature in three seconds',
  },
  cta: {
    title: 'Want results like these?',
    text: 'Book a free 15-minute call and we will map the videos your funnel is missing.',
    withPricing: true,
  } satisfies CtaBlock,
};
