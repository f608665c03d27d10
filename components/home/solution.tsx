// The solution: what a Launchframe video changes, in the site's claimed numbers.
import { CircleCheck } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { solution } from '@/content/home';

export function Solution() {
  return (
    <Section tone="ink" aria-labelledby="solution">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading id="solution" eyebrow={solution.eyebrow} title={solution.title} lead={solution.lead} onInk />
          <ul className="mt-8 space-y-3">
            {solution.points.map((point) => (
              <li key={point} className="flex gap-3 text-white">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-on-ink" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {solution.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-2 rounded-(--radius-card) border border-ink-line bg-ink-soft p-5 sm:p-7"
            >
              <dt className="text-sm text-muted-on-ink">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
