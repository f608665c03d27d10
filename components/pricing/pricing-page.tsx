// The /pricing page (hero, ROI calculator, plans, FAQ, closing call) from the marketers' pricing document.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { Plans } from '@/components/pricing/plans';
import { PricingCta } from '@/components/pricing/pricing-cta';
import { PricingFaq } from '@/components/pricing/pricing-faq';
import { RoiSection } from '@/components/pricing/roi-section';
import { Badge } from '@/components/ui/badge';
import { pricingSeo, pricingUnavailableBack } from '@/content/pricing';
import { settle } from '@/lib/content/faults';
import { getPricingPage } from '@/lib/marketing/read';
import { withPageSeo } from '@/lib/marketing/seo';
import { pageMetadata } from '@/lib/seo';

export async function pricingMetadata({ preview = false } = {}): Promise<Metadata> {
  const read = await settle(getPricingPage({ preview }));
  if ('fault' in read) return contentUnavailableMetadata;
  return pageMetadata(withPageSeo(pricingSeo, read.value.seo));
}

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
      <RoiSection />
      <Plans page={page} />
      <PricingFaq page={page} />
      <PricingCta finalCta={page.finalCta} />
    </>
  );
}
