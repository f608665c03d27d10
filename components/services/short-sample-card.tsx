// One vertical short-form sample: the 9:16 player facade, a 'SHORT' badge and its duration.
import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { VideoFacade } from '@/components/video/video-facade';
import type { ShortSample } from '@/lib/marketing/service-pages/schemas';

export function ShortSampleCard({
  sample,
  badge,
  durationLabel,
}: {
  sample: ShortSample;
  badge: string;
  durationLabel: string;
}) {
  const headingId = `short-${sample.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col">
      <VideoFacade mediaId={sample.mediaId} title={sample.title} aspect="9/16" />
      <div className="mt-4 flex items-center justify-between gap-3">
        <Badge tone="ink">{badge}</Badge>
        <p className="flex items-center gap-1 text-sm font-medium text-muted">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">{durationLabel}: </span>
          {sample.duration}
        </p>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold text-ink">
        {sample.title}
      </h3>
      <p className="text-sm text-muted">{sample.company}</p>
    </article>
  );
}
