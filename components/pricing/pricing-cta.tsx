// The closing call to action: book the free discovery call (opens in a new tab).
import { ArrowRight } from 'lucide-react';
import { ClosingCta } from '@/components/layout/closing-cta';
import { ButtonLink } from '@/components/ui/button';
import { pricingPage } from '@/content/pricing';
import { links } from '@/content/site';

export function PricingCta() {
  const { finalCta } = pricingPage;
  return (
    <ClosingCta id="pricing-cta" title={finalCta.title} text={finalCta.text}>
      <ButtonLink href={links.booking} external size="lg">
        {finalCta.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </ClosingCta>
  );
}
