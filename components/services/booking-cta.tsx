// The closing call to action: the booking link (new tab, 15-minute call) and optionally pricing. The button's words
// and its note are the page's own, or the settings' shared ones (`words`, read by the page) where the page leaves
// them empty. A server component: BookingButton inside is the island that owns the booking link.
import { CalendarDays } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { BookingButton } from '@/components/ui/booking-button';
import { ButtonLink } from '@/components/ui/button';
import type { CtaBlock } from '@/content/calls-to-action';
import { pricingHref } from '@/content/calls-to-action';
import type { BookingCta as BookingCtaName } from '@/lib/analytics/booking';
import { sharedWord, type SharedWords } from '@/lib/marketing/shared-words';

/** `words`: the settings' shared words (getSharedWords); `source` names this call in the booking link's tags:
 * 'closing' on the service pages, 'post-end' after a post. */
export function BookingCta({
  cta,
  words,
  id = 'book-a-call',
  source = 'closing',
}: {
  cta: CtaBlock;
  words: SharedWords;
  id?: string;
  source?: BookingCtaName;
}) {
  const label = sharedWord(words, 'bookingLabel', cta.label);
  const note = sharedWord(words, 'bookingNote', cta.note);
  const pricingLabel = sharedWord(words, 'pricingLabel', cta.pricingLabel);
  return (
    <ClosingCta id={id} title={cta.title} text={cta.text} note={note ?? undefined}>
      <BookingButton cta={source} size="lg" className="w-full sm:w-auto">
        <CalendarDays aria-hidden="true" className="size-5" />
        {label}
      </BookingButton>
      {cta.withPricing ? (
        <ButtonLink href={pricingHref} variant="outline-on-ink" size="lg" className="w-full sm:w-auto">
          {pricingLabel}
        </ButtonLink>
      ) : null}
    </ClosingCta>
  );
}
