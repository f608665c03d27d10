// A landing page's call to action: the site's closing band with the booking call (tagged 'landing-closing') and
// the page's line under it, if it has one.
import { ArrowRight } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { BookingButton } from '@/components/ui/booking-button';
import type { LandingSectionOf } from '@/lib/landing/schemas';

export function LandingCta({ id, section }: { id: string; section: LandingSectionOf<'callToActionSection'> }) {
  return (
    <ClosingCta id={id} title={section.title} text={section.text} note={section.note ?? undefined}>
      <BookingButton cta="landing-closing" size="lg">
        {section.buttonLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </BookingButton>
    </ClosingCta>
  );
}
