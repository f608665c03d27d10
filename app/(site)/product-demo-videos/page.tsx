// /product-demo-videos: inclusions, production modes, the 14-day process, samples, booking; Service and
// VideoObject JSON-LD.
import { ArrowRight, Clapperboard, Film, Layers, Mic, PenLine, Repeat } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { BookingCta } from '@/components/services/booking-cta';
import { FeatureCards } from '@/components/services/feature-cards';
import { HeroTop } from '@/components/services/hero-top';
import { ProcessTimeline } from '@/components/services/process-timeline';
import { ProductionModes } from '@/components/services/production-modes';
import { StatList } from '@/components/services/stat-list';
import { VideoGrid } from '@/components/services/video-grid';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { productDemoPage, productDemoSamples, productDemoSeo, productDemoService } from '@/content/product-demo-videos';
import { pageMetadata, serviceJsonLd } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';

export const metadata = pageMetadata(productDemoSeo);

const videos = siteVideoObjects(productDemoSamples.map((sample) => sample.mediaId));

export default function ProductDemoVideosPage() {
  const page = productDemoPage;
  return (
    <>
      <Breadcrumbs path={productDemoSeo.path} />
      <PageHero
        badge={<HeroTop badge={<Badge tone="on-ink">{page.eyebrow}</Badge>} />}
        title={page.title}
        lead={page.lead}
      >
        <StatList stats={page.highlights} label={page.eyebrow} />
      </PageHero>
      <Section aria-labelledby="included">
        <SectionHeading id="included" title={page.included.title} lead={page.included.lead} />
        <FeatureCards items={page.included.items} icons={[PenLine, Mic, Layers, Film, Repeat, Clapperboard]} />
      </Section>
      <ProductionModes />
      <Section aria-labelledby="process">
        <SectionHeading id="process" title={page.process.title} lead={page.process.lead} />
        <ProcessTimeline steps={page.process.steps} />
      </Section>
      <Section tone="soft" aria-labelledby="samples">
        <SectionHeading id="samples" title={page.samples.title} lead={page.samples.lead} />
        <VideoGrid videos={productDemoSamples} columns={3} />
        <Card size="lg" className="mt-14 flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-center">
          <div>
            <h2 className="text-xl font-bold text-ink">{page.pricing.title}</h2>
            <p className="mt-1 text-muted">{page.pricing.text}</p>
          </div>
          <ButtonLink href={page.pricing.href} variant="secondary">
            {page.pricing.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </Card>
      </Section>
      <BookingCta cta={page.cta} />
      <JsonLd data={serviceJsonLd(productDemoService)} />
      {videos.map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
