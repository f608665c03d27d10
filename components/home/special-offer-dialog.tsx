'use client';
// The special offer dialog (loaded on first open): samples, price, a live countdown and the call to action.
import { Clock } from 'lucide-react';
import type { RefObject } from 'react';
import { Countdown } from '@/components/home/countdown-display';
import { useCountdown } from '@/components/home/use-countdown';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ExternalLink } from '@/components/ui/external-link';
import { VideoFacade } from '@/components/video/video-facade';
import { specialOffer } from '@/content/special-offer';
import { trackEvent } from '@/lib/analytics/events';
import type { SpecialOfferDoc } from '@/lib/marketing/schemas';

export default function SpecialOfferDialog({
  offer,
  endsAtMs,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  offer: SpecialOfferDoc;
  /** The offer's real end; null: a countdown of its own for each visit. */
  endsAtMs: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Radix returns focus to a Dialog.Trigger; this dialog has none (a header button or a timer opens it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const secondsLeft = useCountdown(specialOffer.countdownSeconds, open, endsAtMs);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <>
            {offer.eyebrow ? (
              <span className="block text-sm font-semibold tracking-wide text-accent uppercase">{offer.eyebrow}</span>
            ) : null}
            <span className="mt-1 block text-2xl font-bold tracking-tight text-ink sm:text-3xl">{offer.headline}</span>
          </>
        }
        description={offer.text}
        closeLabel={specialOffer.closeLabel}
        size="md"
        onOpenAutoFocus={(event) => {
          // Focus the dialog, not the first play button: the title is heard first, nothing looks selected.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocusTo.current;
          if (target?.isConnected && target !== document.body) target.focus({ preventScroll: true });
        }}
      >
        <ul className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
          {offer.videos.map((video) => (
            <li key={video.mediaId}>
              <VideoFacade mediaId={video.mediaId} title={video.title} aspect="9/16" compact />
            </li>
          ))}
        </ul>
        <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="sr-only">{specialOffer.regularPriceLabel}: </span>
          <s className="text-xl font-semibold text-muted">{offer.regularPrice}</s>
          <span className="sr-only">, {specialOffer.offerPriceLabel}: </span>
          <strong className="text-4xl font-bold tracking-tight text-ink">{offer.offerPrice}</strong>
          {offer.partner ? <span className="text-muted">{offer.partner}</span> : null}
        </p>
        <div className="mt-5 rounded-xl bg-paper-soft p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-body">
            <Clock aria-hidden="true" className="size-4 text-accent" />
            {specialOffer.countdownLabel}
          </p>
          <Countdown secondsLeft={secondsLeft} label={specialOffer.countdownLabel} units={specialOffer.units} />
        </div>
        <ExternalLink
          href={offer.cta.href}
          onClick={() => {
            trackEvent('Offer claimed', {});
            onOpenChange(false);
          }}
          className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
        >
          {offer.cta.label}
        </ExternalLink>
      </DialogContent>
    </Dialog>
  );
}
