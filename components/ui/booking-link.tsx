'use client';
// A link to the booking page that says where it came from: its UTM tags are in the prerendered HTML (the
// page read from the router, so the root layout's header names each page too, unless a landing page names its
// own campaign for its sections) and follow client navigations; a click is reported to analytics when analytics is on.
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useBooking } from '@/components/ui/booking-url';
import { bookingHref, type BookingCta } from '@/lib/analytics/booking';
import { trackEvent } from '@/lib/analytics/events';

type Props = { cta: BookingCta } & Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'>;

/** Opens in a new tab; the caller adds the words that say so to assistive technology. */
export function BookingLink({ cta, onClick, ...props }: Props) {
  const page = usePathname() ?? '/';
  const booking = useBooking();
  return (
    <a
      href={bookingHref(cta, page, booking.url, booking.campaign)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        trackEvent('Booking click', { page, cta });
        onClick?.(event);
      }}
      {...props}
    />
  );
}
