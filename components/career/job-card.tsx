// One open position with its requirements and a mail link to apply.
import { Clock, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { applySubject, hiringEmail } from '@/content/career';
import type { JobOpening } from '@/lib/careers/schemas';
import type { CareerPage } from '@/lib/marketing/about-career/schemas';
import { mailtoHref } from '@/lib/mailto';
import { CheckList } from '@/components/ui/check-list';

export function JobCard({
  job,
  labels,
}: {
  job: JobOpening;
  /** The career document's words every card shares. */
  labels: Pick<CareerPage, 'requirementsTitle' | 'applyLabel'>;
}) {
  const headingId = `job-${job.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex w-full flex-col">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">
          <Clock aria-hidden="true" className="size-3.5" />
          {job.type}
        </Badge>
        <Badge tone="highlight">
          <MapPin aria-hidden="true" className="size-3.5" />
          {job.location}
        </Badge>
      </div>
      <h3 id={headingId} className="mt-4 text-2xl font-bold text-ink">
        {job.title}
      </h3>
      <p className="mt-3 text-muted">{job.description}</p>
      <h4 className="mt-6 text-sm font-semibold text-ink">{labels.requirementsTitle}</h4>
      <CheckList items={job.requirements} className="mt-3 text-sm text-body" iconClassName="size-4 text-accent" />
      {/* aria-label, not sr-only text: Chrome pads a positioned sr-only span with spaces
          ('Apply for this role : Video Editor'). The visible label starts the name (WCAG 2.5.3). */}
      <a
        href={mailtoHref(hiringEmail, applySubject(job.title))}
        aria-label={`${labels.applyLabel}: ${job.title}`}
        className={buttonClasses({ className: 'mt-8 self-start' })}
      >
        {labels.applyLabel}
      </a>
    </Card>
  );
}
