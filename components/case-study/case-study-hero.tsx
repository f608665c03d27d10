// A case study's hero: back link, badge, project, client link and the poster that opens the video.
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/services/back-link';
import { Poster } from '@/components/services/poster';
import { Badge } from '@/components/ui/badge';
import { ExternalLink } from '@/components/ui/external-link';
import { VideoDialog } from '@/components/video/video-dialog';
import { caseStudyPage } from '@/content/case-study-pages';
import type { CaseStudy } from '@/lib/case-studies/schemas';

export function CaseStudyHero({ study }: { study: CaseStudy }) {
  return (
    <section className="on-ink bg-ink pt-10 pb-16 text-white sm:pt-14 sm:pb-24">
      <Container className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <BackLink />
          <div className="mt-6">
            <Badge tone="on-ink">{caseStudyPage.badge}</Badge>
          </div>
          <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">{study.project}</h1>
          <p className="mt-5 text-lg text-muted-on-ink">{study.summary}</p>
          <p className="mt-6 text-sm text-muted-on-ink">
            {caseStudyPage.clientLabel}:{' '}
            <ExternalLink
              href={study.clientUrl}
              className="font-semibold text-white underline underline-offset-4 hover:text-accent-on-ink"
            >
              {study.client}
            </ExternalLink>
          </p>
        </div>
        <VideoDialog
          mediaId={study.mainTestimonialVideo}
          title={`${caseStudyPage.watchLabel} — ${study.client}`}
          triggerClassName="group relative block w-full cursor-pointer overflow-hidden rounded-(--radius-card) text-left ring-1 ring-ink-line"
        >
          <Poster style={study.posterStyle} />
          <span className="absolute bottom-4 left-4 rounded-full bg-ink/80 px-3.5 py-1.5 text-sm font-semibold text-white">
            {caseStudyPage.watchLabel}
            <span className="sr-only"> — {study.client}</span>
          </span>
        </VideoDialog>
      </Container>
    </section>
  );
}
