// Booking links that say where they came from: the scheduling service keeps a link's UTM tags with the
// booking, so the agency sees which page and which button led to each call, with or without analytics.
import { bookingSource, links } from '@/content/site';

/** The calls to action that open the booking page (utm_medium). */
export type BookingCta =
  | 'header' // the header's 'Get Quote'
  | 'menu' // the same button in the phone's menu sheet
  | 'hero' // the home page's hero
  | 'home-closing' // the home page's closing call under the collaboration tools
  | 'pricing-closing' // the pricing page's closing call
  | `plan-${string}` // a pricing plan's button: plan-starter, plan-professional
  | 'closing' // the closing call of the service, story and case-study pages
  | 'landing-hero' // a landing page's hero
  | 'landing-closing' // a landing page's call-to-action section
  | 'post-body' // a call-to-action block an editor put inside a post
  | 'post-end'; // the call at the end of every post

/** The page a link sits on, as a campaign name: '/' is 'home', '/blog/a-post' is 'blog/a-post'. */
export function campaignOf(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'home' : path;
}

/** A plan's call to action, from its name: 'Starter' → 'plan-starter'. */
export const planCta = (planName: string): BookingCta =>
  `plan-${planName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** `bookingUrl`: the site settings' scheduling page (components/ui/booking-url.tsx), or a landing page's own; the
 * embedded one by default. `campaign`: a landing page's own tag; the page's address (campaignOf) by default. */
export function bookingHref(
  cta: BookingCta,
  pathname: string,
  bookingUrl: string = links.booking,
  campaign?: string,
): string {
  const url = new URL(bookingUrl);
  url.searchParams.set('utm_source', bookingSource);
  url.searchParams.set('utm_medium', cta);
  url.searchParams.set('utm_campaign', campaign ?? campaignOf(pathname));
  return url.href;
}
