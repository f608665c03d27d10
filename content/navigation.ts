// Header, mobile menu, footer and breadcrumb labels.
import type { Route } from 'next';
import { site } from '@/content/site';

/** A link to a page of this site: `href` is checked against the app's routes. */
export type NavLink = { label: string; href: Route };

export const servicesMenu = {
  label: 'Services',
  items: [
    { label: 'Shorts', href: '/shorts' },
    { label: 'Product Demo Videos', href: '/product-demo-videos' },
    { label: 'Video Production', href: '/video-production' },
  ],
} as const satisfies { label: string; items: NavLink[] };

/** Desktop header links after the Services menu. */
export const headerLinks: NavLink[] = [
  { label: 'How It Works', href: '/#how-it-works' },
  { label: 'Case Study', href: '/case-studies' },
  { label: 'Script Generator', href: '/script-generator' },
  { label: 'About', href: '/about' },
];

export const headerActions = {
  roi: { label: 'ROI Calculator', href: '/pricing' },
  quote: { label: 'Get Quote' }, // the booking page, tagged by lib/analytics/booking.ts
  specialOffer: { label: 'Special Offer' },
} as const;

export type MobileMenuEntry = NavLink | { label: string; children: NavLink[] };

export const mobileMenu: {
  title: string;
  description: string;
  openLabel: string;
  closeLabel: string;
  entries: MobileMenuEntry[];
} = {
  title: 'Menu',
  description: 'Site navigation',
  openLabel: 'Open menu',
  closeLabel: 'Close menu',
  entries: [
    { label: 'Home', href: '/' },
    { label: 'Services', children: servicesMenu.items },
    { label: 'Showcase', href: '/case-studies' },
    { label: 'How It Works', href: '/#how-it-works' },
    {
      label: 'Resources',
      children: [
        { label: 'Script Generator', href: '/script-generator' },
        { label: 'Blog', href: '/blog' },
      ],
    },
    { label: 'About', href: '/about' },
  ],
};

export const footer = {
  /** It quotes the settings' claims (lib/marketing/claims.ts). */
  blurb:
    'Video production for SaaS companies: product demos, explainers, onboarding and short-form videos that turn visitors into trials — in {process} days, with a {guarantee}-day performance guarantee.',
  locationLabel: 'Based in',
  /** Its address is the site settings' (the Studio's Settings). */
  professionalNetwork: { label: 'Launchframe on LinkedIn' },
  columns: [
    {
      title: 'Services',
      links: [
        ...servicesMenu.items,
        { label: 'YouTube Strategy', href: '/youtube-strategy' },
        { label: 'Pricing & ROI', href: '/pricing' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Case Studies', href: '/case-studies' },
        { label: 'Career', href: '/career' },
        { label: 'Blog', href: '/blog' },
      ],
    },
    {
      title: 'Free Tools',
      links: [
        { label: 'YouTube Script Generator', href: '/youtube-script-generator' },
        { label: 'Script Generator', href: '/script-generator' },
      ],
    },
  ] satisfies { title: string; links: NavLink[] }[],
  legal: [
    { label: 'Privacy Policy', href: '/privacy-policy' },
    { label: 'Terms of Service', href: '/terms-of-service' },
    { label: 'Cookie Policy', href: '/cookie-policy' },
  ] satisfies NavLink[],
  copyright: `© ${site.copyrightYear} ${site.name}. All rights reserved.`,
};

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
