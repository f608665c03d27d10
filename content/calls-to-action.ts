// Shared words of the service and story pages: the back link and the booking call to action.
export const backToHome = { label: 'Back to Home', href: '/' } as const;

export const bookingCta = {
  label: 'Get Your Free Video Growth Plan',
  note: 'Free 15-minute call · no obligation',
} as const;

export const viewPricing = { label: 'View Pricing', href: '/pricing' } as const;

export type CtaBlock = {
  title: string;
  text: string;
  /** The button's words; the link is always the booking page (lib/analytics/booking.ts tags it). */
  label?: string;
  note?: string;
  withPricing?: boolean;
  /** The pricing button's words, when the page's document has its own (a case study's). */
  pricingLabel?: string;
};
