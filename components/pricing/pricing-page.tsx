// The /pricing page (hero, ROI calculator, plans, FAQ, closing call) from the marketers' pricing document.
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { Plans } from '@/components/pricing/plans';
import { PricingCta } from '@/components/pricing/pricing-cta';
import { PricingFaq } from '@/components/pricing/pricing-faq';
import { RoiSection } from '@/components/pricing/roi-section';
import { Badge } from '@/components/ui/badge';
import { pricingSeo, pricingUnavailableBack } from '@/content/pricing';
import { settle } from '@/lib/content/faults';
import { getPricingPage } from '@/lib/marketing/read';
import { documentMetadata } from '@/components/seo/document-metadata';

export const pricingMetadata = ({ preview = false } = {}) => documentMetadata(getPricingPage({ preview }), pricingSeo);

export async function PricingPage({ preview = false }: { preview?: boolean }) {
  const read = await settle(getPricingPage({ preview }));
  if ('fault' in read)
    return (
      <ContentUnavailable path={pricingSeo.path} back={pricingUnavailableBack} fault={read.fault} preview={preview} />
    );
  const page = read.value;
  return (
    <>
      <Breadcrumbs path={pricingSeo.path} />
      <PageHero badge={<Badge tone="on-ink">{page.badge}</Badge>} title={page.title} lead={page.lead} />
      <RoiSection page={page} />
      <Plans page={page} />
      <PricingFaq page={page} />
      <PricingCta finalCta={page.finalCta} />
    </>
  );
}
