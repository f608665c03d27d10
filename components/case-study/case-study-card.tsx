// A case studies card: its poster opens the video in a dialog; the featured card links to the study.
import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Poster } from '@/components/services/poster';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { VideoDialog } from '@/components/video/video-dialog';
import type { ListWords } from '@/components/case-study/case-study-list';
import type { CaseStudyCard as Study } from '@/lib/case-studies/schemas';
import { caseStudyPath } from '@/lib/case-studies/schemas';

export function CaseStudyCard({ study, words }: { study: Study; words: ListWords }) {
  const headingId = `case-${study.id}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      size="lg"
      padding="p-0"
      className="flex h-full flex-col overflow-hidden"
    >
      <VideoDialog
        mediaId={study.mediaId}
        title={study.title}
        triggerClassName="group relative block w-full cursor-pointer text-left focus-visible:outline-offset-[-4px]"
      >
        <Poster style={study.thumbnail} />
        <span className="absolute bottom-3 left-3 rounded-full bg-ink/80 px-3 py-1 text-sm font-semibold text-white">
          {words.watchLabel}
          <span className="sr-only"> — {study.title}</span>
        </span>
      </VideoDialog>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="success">{study.metric}</Badge>
          {study.slug ? <Badge tone="highlight">{words.featuredLabel}</Badge> : null}
        </div>
        <h3 id={headingId} className="mt-4 text-xl font-bold text-ink">
          {study.title}
        </h3>
        <p className="mt-1 text-muted">{study.subtitle}</p>
        <p className="mt-4 flex-1 text-sm font-medium text-body">{study.result}</p>
        {study.slug ? (
          <Link
            href={caseStudyPath(study.slug)}
            className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent underline-offset-4 hover:underline"
          >
            {words.readLabel}
            <span className="sr-only"> — {study.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
