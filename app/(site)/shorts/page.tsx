// /shorts: stats, three vertical samples, why short-form works, best practices, platforms; Service and
// VideoObject JSON-LD.
import { Brain, Eye, Gauge, Hourglass, Megaphone, Scissors, Smartphone, Sparkles, Target } from 'lucide-react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Section, SectionHeading } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { BookingCta } from '@/components/services/booking-cta';
import { FeatureCards } from '@/components/services/feature-cards';
import { HeroTop } from '@/components/services/hero-top';
import { PlatformCards } from '@/components/services/platform-cards';
import { ShortSampleCard } from '@/components/services/short-sample-card';
import { StatList } from '@/components/services/stat-list';
import { Badge } from '@/components/ui/badge';
import { shortSamples, shortsPage, shortsSeo, shortsService } from '@/content/shorts';
import { pageMetadata, serviceJsonLd } from '@/lib/seo';
import { siteVideoObjects } from '@/lib/video-object';

export const metadata = pageMetadata(shortsSeo);

const videos = siteVideoObjects(shortSamples.map((sample) => sample.mediaId));

export default function ShortsPage() {
  return (
    <>
      <Breadcrumbs path={shortsSeo.path} />
      <PageHero
        badge={<HeroTop badge={<Badge tone="on-ink">{shortsPage.eyebrow}</Badge>} />}
        title={shortsPage.title}
        lead={shortsPage.lead}
      >
        <StatList stats={shortsPage.stats} label={shortsPage.eyebrow} />
      </PageHero>
      <Section aria-labelledby="samples">
        <SectionHeading id="samples" title={shortsPage.samplesTitle} lead={shortsPage.samplesLead} />
        {/* `relative`: contains the cards' `sr-only` texts, which would escape the clipping and widen the page. */}
        <ul className="relative -mx-5 mt-10 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-8 sm:overflow-visible sm:px-0 sm:pb-0">
          {shortSamples.map((sample) => (
            <li key={sample.id} className="w-[68%] max-w-80 shrink-0 snap-start sm:mx-auto sm:w-full">
              <ShortSampleCard sample={sample} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="soft" aria-labelledby="why-short-form">
        <SectionHeading id="why-short-form" title={shortsPage.why.title} />
        <FeatureCards items={shortsPage.why.items} icons={[Hourglass, Sparkles, Brain]} />
      </Section>
      <Section aria-labelledby="best-practices">
        <SectionHeading id="best-practices" title={shortsPage.practices.title} />
        <FeatureCards
          items={shortsPage.practices.items}
          icons={[Eye, Scissors, Target, Megaphone, Smartphone, Gauge]}
        />
      </Section>
      <PlatformCards />
      <BookingCta cta={shortsPage.cta} id="shorts-package" />
      <JsonLd data={serviceJsonLd(shortsService)} />
      {videos.map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </>
  );
}
