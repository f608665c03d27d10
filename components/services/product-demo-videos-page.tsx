// The /product-demo-videos page (highlights, inclusions, production modes, the process, samples, pricing, booking)
// from the marketers' product demo document; Service and VideoObject JSON-LD.
import { ArrowRight, Clapperboard, Film, Layers, Mic, PenLine, Repeat } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { FeatureCards } from '@/components/services/feature-cards';
import { HeroTop } from '@/components/services/hero-top';
import { ProcessTimeline } from '@/components/services/process-timeline';
import { ProductionModes } from '@/components/services/production-modes';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { VideoPosters } from '@/components/video/video-posters';
import { StatList } from '@/components/services/stat-list';
import { VideoGrid } from '@/components/services/video-grid';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pricingHref } from '@/content/calls-to-action';
import { productDemoSeo, productDemoService, productDemoUnavailableBack } from '@/content/product-demo-videos';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getVideoLibrary, postersFor } from '@/lib/video/library';
import { withPageSeo } from '@/lib/marketing/seo';
import { getProductDemoVideosPage } from '@/lib/marketing/service-pages/read';
import { getSharedWords } from '@/lib/marketing/shared-words';
import { documentMetadata, seoDefaults } from '@/components/seo/document-metadata';

export const productDemoVideosMetadata = ({ preview = false } = {}) =>
  documentMetadata(getProductDemoVideosPage({ preview }), productDemoSeo);

export async function ProductDemoVideosPage({ preview = false }: { preview?: boolean }) {
  const [read, library] = await Promise.all([
    settle(getProductDemoVideosPage({ preview })),
    settle(getVideoLibrary({ preview })),
  ]);
  const unavailable = (fault: ContentFault) => (
    <ContentUnavailable path={productDemoSeo.path} back={productDemoUnavailableBack} fault={fault} preview={preview} />
  );
  if ('fault' in read) return unavailable(read.fault);
  if ('fault' in library) return unavailable(library.fault);
  const page = read.value;
  const shared = await getSharedWords({ preview });
  const mediaIds = page.samples.items.map((sample) => sample.mediaId);
  const { description } = withPageSeo(await seoDefaults(productDemoSeo), page.seo);
  return (
    // The posters of the page's videos: their video documents'.
    <VideoPosters posters={postersFor(library.value, mediaIds)}>
      <Breadcrumbs path={productDemoSeo.path} />
      <PageHero
        badge={<HeroTop badge={<Badge tone="on-ink">{page.badge}</Badge>} backLabel={shared.backLabel} />}
        title={page.title}
        lead={page.lead}
      >
        <StatList stats={page.stats} label={page.badge} />
      </PageHero>
      <Section aria-labelledby="included">
        <SectionHeading id="included" title={page.included.title} lead={page.included.lead} />
        <FeatureCards items={page.included.items} icons={[PenLine, Mic, Layers, Film, Repeat, Clapperboard]} />
      </Section>
      <ProductionModes modes={page.modes} />
      <Section aria-labelledby="process">
        <SectionHeading id="process" title={page.process.title} lead={page.process.lead} />
        <ProcessTimeline steps={page.process.items} />
      </Section>
      <Section tone="soft" aria-labelledby="samples">
        <SectionHeading id="samples" title={page.samples.title} lead={page.samples.lead} />
        <VideoGrid videos={page.samples.items} columns={3} />
        <Card size="lg" className="mt-14 flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-center">
          <div>
            <h2 className="text-xl font-bold text-ink">{page.pricing.title}</h2>
            <p className="mt-1 text-muted">{page.pricing.text}</p>
          </div>
          <ButtonLink href={pricingHref} variant="secondary">
            {page.pricing.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </Card>
      </Section>
      <BookingCta cta={page.cta} words={shared} />
      <ServiceJsonLd service={{ ...productDemoService, description }} mediaIds={mediaIds} library={library.value} />
    </VideoPosters>
  );
}
