'use client';
// The header's 'Special Offer' button, only on SPECIAL_OFFER_PAGE (the prerender knows the path, so
// nothing shifts at hydration) and only while that page has an offer (SPECIAL_OFFER_MARKER, by CSS: the
// header is the layout's and does not read the page's content); it asks the popup to open.
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
      className="inline-flex h-9 items-center gap-1.5 rounded-(--radius-button) bg-highlight px-3 text-sm font-semibold whitespace-nowrap text-ink hover:bg-highlight/90 [body:not(:has([data-special-offer]))_&]:hidden"
    >
      <Gift aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
