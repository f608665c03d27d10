// Where the shared links of the service and story pages lead; their words are the site settings' (the Studio's
// Settings: Booking button, Shared links), shown where a page's document leaves its own empty.
export const homeHref = '/';
export const pricingHref = '/pricing';

export type CtaBlock = {
  title: string;
  text: string;
  /** The button's words; the link is always the booking page (lib/analytics/booking.ts tags it). Empty: the
   * settings' label. */
  label?: string;
  /** Empty: the settings' note. */
  note?: string;
  withPricing?: boolean;
  /** The pricing button's words, when the page's document has its own (a case study's). */
  pricingLabel?: string;
};
