// What of the home page stays in code: its SEO defaults (an empty SEO field of the home page document falls back
// to them), the sections' anchors, the testimonial carousel's labels and the notice's way back. The sections'
// words are the home page document's (lib/marketing/home/), which quote the settings' claims. The defaults, like the
// other pages', quote the claims too (components/seo/document-metadata.ts fills them): they show only while the
// document's field is empty.
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

export const homeSeo = {
  title: 'Video Production for SaaS: Product Demos, Explainers & Onboarding',
  description:
    'Launchframe makes product demo, explainer and onboarding videos for SaaS companies. A {process}-day process, {delivery} hrs average delivery and a {guarantee}-day performance guarantee.',
  keywords: [
    'SaaS video production',
    'product demo videos',
    'explainer videos',
    'onboarding videos',
    'webinar repurposing',
    'YouTube strategy for SaaS',
  ],
  path: '/',
} satisfies PageSeo;

/** Where the notice sends a visitor when the home page's documents cannot be read and no earlier page exists. */
export const homeUnavailableBack = { label: 'About Launchframe', href: '/about' } satisfies NavLink;

/** The sections' ids, which links name: structure, not words. */
export const homeAnchors = { services: 'services', process: 'how-it-works' } as const;

/** The hero's second button scrolls to How It Works. */
export const heroSecondaryHref = `#${homeAnchors.process}` as const;

/** The testimonial carousel's labels (its heading is the home page document's). */
export const testimonialsLabels = {
  carouselLabel: 'Client testimonials',
  slideLabel: (index: number, total: number) => `${index} of ${total}`,
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  keyboardHint: 'Use the left and right arrow keys to move between testimonials.',
  durationLabel: 'Video length',
} as const;
