// The booking page as a button-styled link, tagged with its call to action and the page (BookingLink), in a
// new tab, and saying so to assistive technology. A server component: the button's look costs no script.
import type { ReactNode } from 'react';
import { BookingLink } from '@/components/ui/booking-link';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { newTabHint } from '@/content/navigation';
import type { BookingCta } from '@/lib/analytics/booking';

export function BookingButton({
  cta,
  variant,
  size,
  className,
  children,
}: {
  cta: BookingCta;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    <BookingLink cta={cta} className={buttonClasses({ variant, size, className })}>
      {children}
      <span className="sr-only"> {newTabHint}</span>
    </BookingLink>
  );
}
