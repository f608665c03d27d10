'use client';
// The header's 'Special Offer' slot: shown on the page that carries the popup, and asks the popup
// to open. The path comes from usePathname(), which the prerender knows too, so the button is in
// that page's HTML from the first paint and in no other page's: nothing shifts at hydration.
import { Gift } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { requestSpecialOffer, SPECIAL_OFFER_PAGE } from '@/components/layout/special-offer-event';

export function SpecialOfferButton({ label }: { label: string }) {
  if (usePathname() !== SPECIAL_OFFER_PAGE) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={requestSpecialOffer}
      className="inline-flex h-9 items-center gap-1.5 rounded-(--radius-button) bg-highlight px-3 text-sm font-semibold whitespace-nowrap text-ink hover:bg-highlight/90"
    >
      <Gift aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
