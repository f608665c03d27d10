'use client';
// The special offer popup's trigger logic: opens once, 5 s after the home page loads, and
// whenever the header's 'Special Offer' button asks. The dialog's code loads only when it opens.
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { SPECIAL_OFFER_OPEN_EVENT } from '@/components/layout/special-offer-event';
import { specialOffer } from '@/content/special-offer';
import { trackEvent } from '@/lib/analytics/events';

const SpecialOfferDialog = dynamic(() => import('@/components/home/special-offer-dialog'), { ssr: false });

export function SpecialOffer() {
  const [open, setOpen] = useState(false);
  // Stays true after the first open, so the dialog keeps its countdown between openings.
  const [requested, setRequested] = useState(false);
  // Where focus goes back to on close: the header button, or wherever the visitor was.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const show = (trigger: 'timer' | 'header') => {
      trackEvent('Offer opened', { trigger });
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequested(true);
      setOpen(true);
    };
    const timer = window.setTimeout(() => show('timer'), specialOffer.delayMs);
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
  }, []);

  return requested ? <SpecialOfferDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} /> : null;
}
