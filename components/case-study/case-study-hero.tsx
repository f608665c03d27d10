// A case study's hero: back link, badge, project, client link and the poster that opens the video.
import { Container } from '@/components/layout/container';
import { BackLink } from '@/components/services/back-link';
import { Poster } from '@/components/services/poster';
import { Badge } from '@/components/ui/badge';
import { ExternalLink } from '@/components/ui/external-link';
import { VideoDialog } from '@/components/video/video-dialog';
import type { CaseStudy } from '@/lib/case-studies/schemas';
import type { CaseStudyPageWords } from '@/lib/marketing/case-studies-page/schemas';

/** `words`: the words every case study's page shares; `backLabel`: the back link's, which /case-studies shares. */
export function CaseStudyHero({
  study,
  words,
  backLabel,
}: {
  study: CaseStudy;
  words: CaseStudyPageWords;
  backLabel: string;
}) {
  return (
    <section className="on-ink bg-ink pt-10 pb-16 text-white sm:pt-14 sm:pb-24">
      <Container className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <BackLink label={backLabel} />
          <div className="mt-6">
            <Badge tone="on-ink">{words.badge}</Badge>
          </div>
          <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">{study.project}</h1>
          <p className="mt-5 text-lg text-muted-on-ink">{study.summary}</p>
          <p className="mt-6 text-sm text-muted-on-ink">
            {words.clientLabel}:{' '}
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
          title={`${words.watchLabel} — ${study.client}`}
          triggerClassName="group relative block w-full cursor-pointer overflow-hidden rounded-(--radius-card) text-left ring-1 ring-ink-line"
        >
          <Poster style={study.posterStyle} />
          <span className="absolute bottom-4 left-4 rounded-full bg-ink/80 px-3.5 py-1.5 text-sm font-semibold text-white">
            {words.watchLabel}
            <span className="sr-only"> — {study.client}</span>
          </span>
        </VideoDialog>
      </Container>
    </section>
  );
}
