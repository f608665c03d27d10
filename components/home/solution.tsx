// The solution: what a Launchframe video changes, in the site's claimed numbers (the home page document's).
import { CircleCheck } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import type { HomeSolution } from '@/lib/marketing/home/schemas';

export function Solution({ section }: { section: HomeSolution }) {
  return (
    <Section tone="ink" aria-labelledby="solution">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading id="solution" eyebrow={section.eyebrow} title={section.title} lead={section.lead} onInk />
          <CheckList
            items={section.points}
            icon={CircleCheck}
            spacing="loose"
            className="mt-8 text-white"
            iconClassName="size-5 text-accent-on-ink"
          />
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {section.stats.map((stat) => (
            <Card
              key={stat.label}
              surface="ink"
              glow={false}
              padding="p-5 sm:p-7"
              className="flex flex-col-reverse justify-end gap-2"
            >
              <dt className="text-sm text-muted-on-ink">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
            </Card>
          ))}
        </dl>
      </div>
    </Section>
  );
}
