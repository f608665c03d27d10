'use client';
// The scheduling page's address, from the site settings the layout reads: every booking link below it takes it
// from here, so a changed booking page reaches every page's buttons with the settings' publish. A landing page may
// set its own link and campaign tag for the links of its sections (BookingOverride), and the header's and the menu
// sheet's booking buttons, which are the layout's, follow them while the page is shown.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { links } from '@/content/site';

/** Where the booking links below lead, and the campaign they name (undefined: the page's address). */
type Booking = { url: string; campaign?: string };
/** A page's own booking link and campaign tag; null leaves the settings' link or the page's address. */
type PageBooking = { url: string | null; campaign: string | null };

const BookingTarget = createContext<Booking>({ url: links.booking });
/** How a page tells the layout's booking buttons its own link: the layout is rendered outside the page. */
const SetPageBooking = createContext<(booking: PageBooking | null) => void>(() => {});

const merged = (outer: Booking, { url, campaign }: PageBooking): Booking => ({
  url: url ?? outer.url,
  campaign: campaign ?? outer.campaign,
});

export function BookingUrlProvider({ url, children }: { url: string; children: ReactNode }) {
  // The page's own booking, once the page has hydrated: the prerendered header names the settings' link until
  // then (the layout is rendered before, and apart from, the page).
  const [page, setPage] = useState<PageBooking | null>(null);
  const settings = { url };
  return (
    <SetPageBooking value={setPage}>
      <BookingTarget value={page ? merged(settings, page) : settings}>{children}</BookingTarget>
    </SetPageBooking>
  );
}

/** A page's own booking link and campaign tag for the booking links below it, and for the layout's (the header's)
 * while the page is shown; each left empty (null) keeps the settings' link and the page's address. */
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
  const setPageBooking = useContext(SetPageBooking);
  useEffect(() => {
    if (url === null && campaign === null) return;
    setPageBooking({ url, campaign });
    return () => setPageBooking(null);
  }, [url, campaign, setPageBooking]);
  return <BookingTarget value={merged(outer, { url, campaign })}>{children}</BookingTarget>;
}

export const useBooking = () => useContext(BookingTarget);
