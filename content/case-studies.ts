// The /case-studies list's code-side words: its address and keywords, the headline numbers' name for assistive technology,
// and where the notice sends a visitor. The hero, the numbers, the list's labels and the closing call are the
// marketers' case studies page document (the Studio's Case studies page); the case studies are documents of their own.
import type { NavLink } from '@/content/navigation';
import type { PageSeo } from '@/lib/seo';

/** The page's address and search keywords. Its title and description are the document's SEO fields; left empty,
 * the document's hero badge and lead stand in (caseStudiesMetadata), so no claim is written out here. */
export const caseStudiesSeo = {
  keywords: [
    'SaaS video case studies',
    'product demo video results',
    'video marketing ROI',
    'customer testimonial videos',
  ],
  path: '/case-studies',
} satisfies Omit<PageSeo, 'title' | 'description'>;

/** The hero's headline numbers, as assistive technology names the list. */
export const caseStudiesClaimsLabel = 'Results across our clients';

/** Where the notice sends a visitor when the page cannot be read and no earlier page exists. */
export const caseStudiesUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
