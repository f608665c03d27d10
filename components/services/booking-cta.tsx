// The closing call to action: the booking link (new tab, 15-minute call) and optionally pricing.
import { CalendarDays } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { BookingButton } from '@/components/ui/booking-button';
import { ButtonLink } from '@/components/ui/button';
import { bookingCta, viewPricing } from '@/content/calls-to-action';
import type { CtaBlock } from '@/content/calls-to-action';
import type { BookingCta as BookingCtaName } from '@/lib/analytics/booking';

/** `source` names this call in the booking link's tags: 'closing' on the service pages, 'post-end' after a post. */
export function BookingCta({
  cta,
  id = 'book-a-call',
  source = 'closing',
}: {
  cta: CtaBlock;
  id?: string;
  source?: BookingCtaName;
}) {
  return (
    <ClosingCta id={id} title={cta.title} text={cta.text} note={cta.note ?? bookingCta.note}>
      <BookingButton cta={source} size="lg" className="w-full sm:w-auto">
        <CalendarDays aria-hidden="true" className="size-5" />
        {cta.label ?? bookingCta.label}
      </BookingButton>
      {cta.withPricing ? (
        <ButtonLink href={viewPricing.href} variant="outline-on-ink" size="lg" className="w-full sm:w-auto">
          {cta.pricingLabel ?? viewPricing.label}
        </ButtonLink>
      ) : null}
    </ClosingCta>
  );
}
