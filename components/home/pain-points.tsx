// Pain points: the problems founders bring to the first call (the home page document's).
import { CalendarClock, LogOut, TrendingDown } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { Card } from '@/components/ui/card';
import type { PainPointIcon } from '@/lib/marketing/home/limits';
import type { HomePainPoints } from '@/lib/marketing/home/schemas';

const icons: Record<PainPointIcon, typeof LogOut> = { bounce: LogOut, churn: TrendingDown, time: CalendarClock };

export function PainPoints({ section }: { section: HomePainPoints }) {
  return (
    <Section aria-labelledby="pain-points">
      <SectionHeading id="pain-points" eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <Card as="li" key={item.title} size="sm" surface="soft">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-before-soft text-before">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-3xl font-bold tracking-tight text-ink">{item.stat}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
