// The closing call to action: the booking link (new tab, 15-minute call) and optionally pricing.
import { CalendarDays } from 'lucide-react';
import { Section } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { bookingCta, viewPricing } from '@/content/calls-to-action';
import type { CtaBlock } from '@/content/calls-to-action';

export function BookingCta({ cta, id = 'book-a-call' }: { cta: CtaBlock; id?: string }) {
  return (
    <Section tone="ink" aria-labelledby={id} className="relative overflow-hidden">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mt-4 text-lg text-muted-on-ink">{cta.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href={bookingCta.href} external size="lg" className="w-full sm:w-auto">
            <CalendarDays aria-hidden="true" className="size-5" />
            {cta.label ?? bookingCta.label}
          </ButtonLink>
          {cta.withPricing ? (
            <ButtonLink href={viewPricing.href} variant="outline-on-ink" size="lg" className="w-full sm:w-auto">
              {viewPricing.label}
            </ButtonLink>
          ) : null}
        </div>
        <p className="mt-4 text-sm text-muted-on-ink">{cta.note ?? bookingCta.note}</p>
      </div>
    </Section>
  );
}
