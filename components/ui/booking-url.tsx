'use client';
// The scheduling page's address, from the site settings the layout reads: every booking link below it takes it
// from here, so a changed booking page reaches every page's buttons with the settings' publish. A landing page may
// set its own link and campaign tag for the links of its sections (BookingOverride).
import { createContext, useContext, type ReactNode } from 'react';
import { links } from '@/content/site';

/** Where the booking links below lead, and the campaign they name (undefined: the page's address). */
type Booking = { url: string; campaign?: string };

const BookingTarget = createContext<Booking>({ url: links.booking });

export function BookingUrlProvider({ url, children }: { url: string; children: ReactNode }) {
  return <BookingTarget value={{ url }}>{children}</BookingTarget>;
}

/** A page's own booking link and campaign tag for the booking links below it; each left empty (null) keeps the
 * settings' link and the page's address. */
export function BookingOverride({
  url,
  campaign,
  children,
}: {
  url: string | null;
  campaign: string | null;
  children: ReactNode;
}) {
  const outer = useContext(BookingTarget);
  return (
    <BookingTarget value={{ url: url ?? outer.url, campaign: campaign ?? outer.campaign }}>{children}</BookingTarget>
  );
}

export const useBooking = () => useContext(BookingTarget);
