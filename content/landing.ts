// The words of a landing page that are not the marketer's: each page's own are its Sanity document.
import type { NavLink } from '@/content/navigation';

/** Where the notice sends a visitor when a landing page cannot be read and no earlier version exists. */
export const landingUnavailableBack = { label: 'Return to Home', href: '/' } satisfies NavLink;
