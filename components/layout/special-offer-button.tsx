'use client';
// The header's 'Special Offer' slot: shown on the home page only; asks the popup to open.
// It is in every page's HTML but displayed only where the page carries the popup's marker
// (`data-special-offer`), by CSS: deciding in JS after hydration made the header shift (CLS).
import { Gift } from 'lucide-react';
import { requestSpecialOffer } from '@/components/layout/special-offer-event';

export function SpecialOfferButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={requestSpecialOffer}
      className="hidden h-9 items-center gap-1.5 rounded-(--radius-button) bg-highlight px-3 text-sm font-semibold whitespace-nowrap text-ink hover:bg-highlight/90 [body:has([data-special-offer])_&]:inline-flex"
    >
      <Gift aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
