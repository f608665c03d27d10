// The closing call to action: book the free discovery call (opens in a new tab).
import { ArrowRight } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { BookingButton } from '@/components/ui/booking-button';
import type { PricingPage } from '@/lib/marketing/schemas';

export function PricingCta({ finalCta }: { finalCta: PricingPage['finalCta'] }) {
  return (
    <ClosingCta id="pricing-cta" title={finalCta.title} text={finalCta.text}>
      <BookingButton cta="pricing-closing" size="lg">
        {finalCta.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </BookingButton>
    </ClosingCta>
  );
}
