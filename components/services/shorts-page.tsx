// The /shorts page (stats, vertical samples, why short-form works, best practices, platforms, booking) from the
// marketers' shorts document; Service and VideoObject JSON-LD.
import { Brain, Eye, Gauge, Hourglass, Megaphone, Scissors, Smartphone, Sparkles, Target } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { FeatureCards } from '@/components/services/feature-cards';
import { HeroTop } from '@/components/services/hero-top';
import { PlatformCards } from '@/components/services/platform-cards';
import { ServiceJsonLd } from '@/components/services/service-json-ld';
import { VideoPosters } from '@/components/video/video-posters';
import { ShortSampleCard } from '@/components/services/short-sample-card';
import { StatList } from '@/components/services/stat-list';
import { Badge } from '@/components/ui/badge';
import { shortsLabels, shortsSeo, shortsService, shortsUnavailableBack } from '@/content/shorts';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getVideoLibrary, postersFor } from '@/lib/video/library';
import { withPageSeo } from '@/lib/marketing/seo';
import { getShortsPage } from '@/lib/marketing/service-pages/read';
import { getSharedWords } from '@/lib/marketing/shared-words';
import { documentMetadata } from '@/components/seo/document-metadata';

export const shortsMetadata = ({ preview = false } = {}) => documentMetadata(getShortsPage({ preview }), shortsSeo);

export async function ShortsPage({ preview = false }: { preview?: boolean }) {
  const [read, library] = await Promise.all([settle(getShortsPage({ preview })), settle(getVideoLibrary({ preview }))]);
  const unavailable = (fault: ContentFault) => (
    <ContentUnavailable path={shortsSeo.path} back={shortsUnavailableBack} fault={fault} preview={preview} />
  );
  if ('fault' in read) return unavailable(read.fault);
  if ('fault' in library) return unavailable(library.fault);
  const page = read.value;
  const shared = await getSharedWords({ preview });
  const mediaIds = page.samples.items.map((sample) => sample.mediaId);
  const { description } = withPageSeo(shortsSeo, page.seo);
  return (
    // The posters of the page's videos: their video documents'.
    <VideoPosters posters={postersFor(library.value, mediaIds)}>
      <Breadcrumbs path={shortsSeo.path} />
      <PageHero
        badge={<HeroTop badge={<Badge tone="on-ink">{page.badge}</Badge>} backLabel={shared.backLabel} />}
        title={page.title}
        lead={page.lead}
      >
        <StatList stats={page.stats} label={page.badge} />
      </PageHero>
      <Section aria-labelledby="samples">
        <SectionHeading id="samples" title={page.samples.title} lead={page.samples.lead} />
        {/* `relative`: contains the cards' `sr-only` texts, which would escape the clipping and widen the page. */}
        <ul className="relative -mx-5 mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-8 sm:overflow-visible sm:px-0 sm:pb-0">
          {page.samples.items.map((sample) => (
            <li key={sample.id} className="w-[68%] max-w-80 shrink-0 snap-start sm:mx-auto sm:w-full">
              <ShortSampleCard sample={sample} badge={page.samples.badge} durationLabel={shortsLabels.duration} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="soft" aria-labelledby="why-short-form">
        <SectionHeading id="why-short-form" title={page.why.title} lead={page.why.lead} />
        <FeatureCards items={page.why.items} icons={[Hourglass, Sparkles, Brain]} />
      </Section>
      <Section aria-labelledby="best-practices">
        <SectionHeading id="best-practices" title={page.practices.title} lead={page.practices.lead} />
        <FeatureCards items={page.practices.items} icons={[Eye, Scissors, Target, Megaphone, Smartphone, Gauge]} />
      </Section>
      <PlatformCards platforms={page.platforms} />
      <BookingCta cta={page.cta} words={shared} id="shorts-package" />
      <ServiceJsonLd service={{ ...shortsService, description }} mediaIds={mediaIds} library={library.value} />
    </VideoPosters>
  );
}
