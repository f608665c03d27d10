// A landing page's hero: the page's one h1, its lead and the booking call (tagged 'landing-hero').
import { ArrowRight } from 'lucide-react';
import { PageHero } from '@/components/layout/page-hero';
import { Badge } from '@/components/ui/badge';
import { BookingButton } from '@/components/ui/booking-button';
import type { LandingSectionOf } from '@/lib/landing/schemas';

export function LandingHero({ section }: { section: LandingSectionOf<'heroSection'> }) {
  return (
    <PageHero
      badge={section.eyebrow ? <Badge tone="on-ink">{section.eyebrow}</Badge> : undefined}
      title={section.title}
      lead={section.lead}
    >
      <BookingButton cta="landing-hero" size="lg" className="mt-8">
        {section.buttonLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </BookingButton>
    </PageHero>
  );
}
