// Shared words of the service and story pages: the back link and the booking call to action.
import { links } from '@/content/site';

export const backToHome = { label: 'Back to Home', href: '/' } as const;

export const bookingCta = {
  label: 'Get Your Free Video Growth Plan',
  href: links.booking,
  note: 'Free 15-minute call · no obligation',
} as const;

export const viewPricing = { label: 'View Pricing', href: '/pricing' } as const;

export type CtaBlock = {
  title: string;
  text: string;
  /** The button's words; the booking link itself never changes. */
  label?: string;
  note?: string;
  withPricing?: boolean;
};
