// The code-side words of every /case-studies/{slug} page: where the notice sends a visitor. Their labels, headings
// and closing call are the marketers' case studies page document (its Case study page tab); the case studies are
// documents of their own.
import type { NavLink } from '@/content/navigation';

/** Where the notice sends a visitor when a case study cannot be read and no earlier page exists. */
export const caseStudyUnavailableBack = { label: 'Back to the case studies', href: '/case-studies' } satisfies NavLink;
