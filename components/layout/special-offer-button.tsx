'use client';
// The header's 'Special Offer' slot: shown on the home page only; asks the popup to open.
import { Gift } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { requestSpecialOffer } from '@/components/layout/special-offer-event';

export function SpecialOfferButton({ label }: { label: string }) {
  const pathname = usePathname();
  if (pathname !== '/') return null;
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
