// The /video-production page (hero, signature work, why we're different, the steps, booking) from the marketers'
// video production document; Service and VideoObject JSON-LD.
import { Award, Clapperboard, Users, Zap } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { FeatureCards } from '@/components/services/feature-cards';
import { ProcessTimeline } from '@/components/services/process-timeline';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { VideoPosters } from '@/components/video/video-posters';
import { VideoGrid } from '@/components/services/video-grid';
import { Badge } from '@/components/ui/badge';
import { videoProductionSeo, videoProductionService, videoProductionUnavailableBack } from '@/content/video-production';
import { cn } from '@/lib/cn';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getVideoLibrary, postersFor } from '@/lib/video/library';
import { withPageSeo } from '@/lib/marketing/seo';
import { getVideoProductionPage } from '@/lib/marketing/service-pages/read';
import { getSharedWords } from '@/lib/marketing/shared-words';
import { documentMetadata } from '@/components/seo/document-metadata';

export const videoProductionMetadata = ({ preview = false } = {}) =>
  documentMetadata(getVideoProductionPage({ preview }), videoProductionSeo);

export async function VideoProductionPage({ preview = false }: { preview?: boolean }) {
  const [read, library] = await Promise.all([
    settle(getVideoProductionPage({ preview })),
    settle(getVideoLibrary({ preview })),
  ]);
  const unavailable = (fault: ContentFault) => (
    <ContentUnavailable
      path={videoProductionSeo.path}
      back={videoProductionUnavailableBack}
      fault={fault}
      preview={preview}
    />
  );
  if ('fault' in read) return unavailable(read.fault);
  if ('fault' in library) return unavailable(library.fault);
  const page = read.value;
  const shared = await getSharedWords({ preview });
  const mediaIds = page.showcase.items.map((item) => item.mediaId);
  const { description } = withPageSeo(videoProductionSeo, page.seo);
  return (
    // The posters of the page's videos: their video documents'.
    <VideoPosters posters={postersFor(library.value, mediaIds)}>
      <Breadcrumbs path={videoProductionSeo.path} />
      <PageHero badge={<Badge tone="on-ink">{page.badge}</Badge>} title={page.title}>
        {page.intro.map((paragraph, index) => (
          <p
            key={paragraph}
            className={cn('mt-5 text-lg', index === 0 ? 'text-white sm:text-xl' : 'text-muted-on-ink')}
          >
            {paragraph}
          </p>
        ))}
      </PageHero>
      <Section aria-labelledby="signature-work">
        <SectionHeading id="signature-work" title={page.showcase.title} lead={page.showcase.lead} />
        <VideoGrid videos={page.showcase.items} />
      </Section>
      <Section tone="soft" aria-labelledby="different">
        <SectionHeading id="different" title={page.different.title} lead={page.different.lead} />
        <FeatureCards items={page.different.items} icons={[Clapperboard, Zap, Users, Award]} columns={4} />
      </Section>
      <Section aria-labelledby="steps">
        <SectionHeading id="steps" title={page.steps.title} lead={page.steps.lead} />
        <ProcessTimeline steps={page.steps.items} />
      </Section>
      <BookingCta cta={page.cta} words={shared} />
      <ServiceJsonLd service={{ ...videoProductionService, description }} mediaIds={mediaIds} library={library.value} />
    </VideoPosters>
  );
}
