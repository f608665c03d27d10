// What of the navigation stays in code: what assistive technology hears (the menus' and landmarks' names, the skip
// link, the new-tab hint), the copyright line's format and the breadcrumb's labels. The header's, the mobile menu's
// and the footer's words and links are the navigation document's (sanity/schema-types/navigation.ts).
import type { Route } from 'next';
import { site } from '@/content/site';

/** A link to a page of this site: `href` is checked against the app's routes. */
export type NavLink = { label: string; href: Route };

/** What assistive technology hears of the mobile menu sheet. Its entries are the navigation document's. */
export const mobileMenu = {
  title: 'Menu',
  description: 'Site navigation',
  openLabel: 'Open menu',
  closeLabel: 'Close menu',
} as const;

/** The footer's copyright line: the site's name and year, not words a marketer edits. */
export const copyright = `© ${site.copyrightYear} ${site.name}. All rights reserved.`;

/** The breadcrumb's labels stay in code: each names a fixed route of the code by its path segment (and the
 * BreadcrumbList JSON-LD repeats them); a page added or renamed is a change to the code's routes anyway. */
export const breadcrumbLabels = {
  home: 'Home',
  ariaLabel: 'Breadcrumb',
  /** Known segment names; any other segment is capitalised word by word. */
  segments: {
    about: 'About Us',
    'case-studies': 'Case Studies',
    shorts: 'YouTube Shorts',
    blog: 'Blog',
    pricing: 'Pricing',
    career: 'Career',
    'privacy-policy': 'Privacy Policy',
    'terms-of-service': 'Terms of Service',
    'cookie-policy': 'Cookie Policy',
  } as Record<string, string>,
};

export const skipLink = { label: 'Skip to content' };
/** What screen readers announce for the navigation landmarks, and after the logo's name. */
export const navigationLabels = { main: 'Main', mobile: 'Mobile', legal: 'Legal', logoHome: ', home' } as const;
export const newTabHint = '(opens in a new tab)';
