// One side of a before/after comparison: a red 'Before' or green 'After' panel with its list and video.
import { Check, X } from 'lucide-react';
import { VideoFacade } from '@/components/video/video-facade';
import { cn } from '@/lib/cn';
import type { CaseStudyPageWords } from '@/lib/marketing/case-studies-page/schemas';

const looks = {
  before: { panel: 'border-before/30 bg-before-soft', label: 'bg-before text-white', icon: 'text-before', Icon: X },
  after: { panel: 'border-after/30 bg-after-soft', label: 'bg-after text-white', icon: 'text-after', Icon: Check },
} as const;

export function BeforeAfterPanel({
  kind,
  topic,
  points,
  mediaId,
  vertical,
  labels,
}: {
  kind: 'before' | 'after';
  topic: string;
  points: readonly string[];
  mediaId: string;
  vertical?: boolean;
  /** The panels' labels, from the case studies page document. */
  labels: Pick<CaseStudyPageWords['beforeAfter'], 'before' | 'after' | 'problemsLabel' | 'improvementsLabel'>;
}) {
  const look = looks[kind];
  const { before, after, problemsLabel, improvementsLabel } = labels;
  const label = kind === 'before' ? before : after;
  const headingId = `${topic.toLowerCase().replace(/\W+/g, '-')}-${kind}`;
  return (
    <section
      aria-labelledby={headingId}
      data-panel={kind}
      className={cn('flex flex-col rounded-(--radius-card) border p-5 sm:p-6', look.panel)}
    >
      <h3 id={headingId} className="flex items-center gap-2">
        <span className={cn('rounded-full px-3 py-1 text-sm font-bold tracking-wide uppercase', look.label)}>
          {label}
        </span>
        <span className="sr-only"> — {topic}</span>
      </h3>
      <p className="mt-4 text-sm font-semibold text-ink">{kind === 'before' ? problemsLabel : improvementsLabel}</p>
      <ul className="mt-2 space-y-2 text-body">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <look.Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', look.icon)} />
            {point}
          </li>
        ))}
      </ul>
      <div className={cn('mt-6 w-full', vertical && 'mx-auto max-w-72')}>
        <VideoFacade mediaId={mediaId} title={`${topic} — ${label}`} aspect={vertical ? '9/16' : '16/9'} />
      </div>
    </section>
  );
}
