// /pricing: heading, ROI calculator, plans, FAQ and a closing call to action.
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/layout/page-hero';
import { Plans } from '@/components/pricing/plans';
import { PricingCta } from '@/components/pricing/pricing-cta';
import { PricingFaq } from '@/components/pricing/pricing-faq';
import { RoiSection } from '@/components/pricing/roi-section';
import { Badge } from '@/components/ui/badge';
import { pricingPage, pricingSeo } from '@/content/pricing';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(pricingSeo);

export default function PricingPage() {
  return (
    <>
      <Breadcrumbs path={pricingSeo.path} />
      <PageHero
        badge={<Badge tone="on-ink">{pricingPage.badge}</Badge>}
        title={pricingPage.title}
        lead={pricingPage.lead}
      />
      <RoiSection />
      <Plans />
      <PricingFaq />
      <PricingCta />
    </>
  );
}
