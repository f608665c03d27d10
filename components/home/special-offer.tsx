'use client';
// The special offer popup's trigger logic: opens once, the offer's delay (its document's; 5 s as shipped) after
// the home page loads, and whenever the header's 'Special Offer' button asks. The dialog's code loads only when it
// opens.
// Its marker tells the header's button there is an offer on this page; past the offer's real end date the
// marker goes, with the button, and nothing opens (the page regenerates then and leaves the offer out). Before the
// offer's start the page has none of it: the page is rendered again at that time (lib/marketing/offer.ts).
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { SPECIAL_OFFER_MARKER, SPECIAL_OFFER_OPEN_EVENT } from '@/components/layout/special-offer-event';
import { trackEvent } from '@/lib/analytics/events';
import type { SpecialOfferDoc } from '@/lib/marketing/schemas';

const SpecialOfferDialog = dynamic(() => import('@/components/home/special-offer-dialog'), { ssr: false });

export function SpecialOffer({ offer }: { offer: SpecialOfferDoc }) {
  const [open, setOpen] = useState(false);
  // Stays true after the first open, so the dialog keeps its countdown between openings.
  const [requested, setRequested] = useState(false);
  const [ended, setEnded] = useState(false);
  // Where focus goes back to on close: the header button, or wherever the visitor was.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const endsAtMs = offer.endsAt === null ? null : Date.parse(offer.endsAt);
  const delayMs = offer.delaySeconds * 1000;

  useEffect(() => {
    if (endsAtMs === null) return;
    const untilEnd = Math.max(0, endsAtMs - Date.now());
    // setTimeout's longest wait is about 24.8 days; an offer ending later has the page regenerated before then.
    if (untilEnd > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => {
      setEnded(true);
      setOpen(false);
    }, untilEnd);
    return () => window.clearTimeout(timer);
  }, [endsAtMs]);

  useEffect(() => {
    if (ended) return;
    const show = (trigger: 'timer' | 'header') => {
      trackEvent('Offer opened', { trigger });
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequested(true);
      setOpen(true);
    };
    const timer = window.setTimeout(() => show('timer'), delayMs);
    const onRequest = () => {
      // A visitor who opened it already has seen it: no automatic opening after that.
      window.clearTimeout(timer);
      show('header');
    };
    window.addEventListener(SPECIAL_OFFER_OPEN_EVENT, onRequest);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(SPECIAL_OFFER_OPEN_EVENT, onRequest);
    };
  }, [ended, delayMs]);

  if (ended) return null;
  return (
    <>
      <span {...{ [SPECIAL_OFFER_MARKER]: '' }} hidden />
      {requested ? (
        <SpecialOfferDialog
          offer={offer}
          endsAtMs={endsAtMs}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={returnFocusTo}
        />
      ) : null}
    </>
  );
}
