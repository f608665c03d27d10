// The closing call to action: book the free discovery call (opens in a new tab).
import { ArrowRight } from 'lucide-react';
import { Section } from '@/components/layout/container';
import { ButtonLink } from '@/components/ui/button';
import { pricingPage } from '@/content/pricing';
import { links } from '@/content/site';

export function PricingCta() {
  const { finalCta } = pricingPage;
  return (
    <Section tone="ink" aria-labelledby="pricing-cta">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="pricing-cta" className="text-3xl font-bold sm:text-4xl">
          {finalCta.title}
        </h2>
        <p className="mt-4 text-lg text-muted-on-ink">{finalCta.text}</p>
        <ButtonLink href={links.booking} external size="lg" className="mt-8">
          {finalCta.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
