// /video-production: hero, signature work, why we're different, three steps, booking; Service and
// VideoObject JSON-LD.
import { Award, Clapperboard, Users, Zap } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { BookingCta } from '@/components/services/booking-cta';
import { FeatureCards } from '@/components/services/feature-cards';
import { ProcessTimeline } from '@/components/services/process-timeline';
import { VideoGrid } from '@/components/services/video-grid';
import { Badge } from '@/components/ui/badge';
import {
  showcaseItems,
  videoProductionPage,
  videoProductionSeo,
  videoProductionService,
} from '@/content/video-production';
import { pageMetadata, serviceJsonLd } from '@/lib/seo';
import { cn } from '@/lib/cn';
import { siteVideoObjects } from '@/lib/video-object';

export const metadata = pageMetadata(videoProductionSeo);

const videos = siteVideoObjects(showcaseItems.map((item) => item.mediaId));

export default function VideoProductionPage() {
  const page = videoProductionPage;
  return (
    <>
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
        <VideoGrid videos={showcaseItems} />
      </Section>
      <Section tone="soft" aria-labelledby="different">
        <SectionHeading id="different" title={page.different.title} />
        <FeatureCards items={page.different.items} icons={[Clapperboard, Zap, Users, Award]} columns={4} />
      </Section>
      <Section aria-labelledby="steps">
        <SectionHeading id="steps" title={page.steps.title} />
        <ProcessTimeline steps={page.steps.items} />
      </Section>
      <BookingCta cta={page.cta} />
      <JsonLd data={serviceJsonLd(videoProductionService)} />
      {videos.map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
