'use client';
// The scheduling page's address, from the site settings the layout reads: every booking link below it takes it
// from here, so a changed booking page reaches every page's buttons with the settings' publish.
import { createContext, useContext, type ReactNode } from 'react';
import { links } from '@/content/site';

const BookingUrl = createContext<string>(links.booking);

export function BookingUrlProvider({ url, children }: { url: string; children: ReactNode }) {
  return <BookingUrl value={url}>{children}</BookingUrl>;
}

export const useBookingUrl = () => useContext(BookingUrl);
