// The benefits trio under a generator (server component: no JavaScript).
import { Award, Clock, Layers, LayoutList, Sparkles, Zap } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import type { Benefit } from '@/content/generators';

const icons = { zap: Zap, sparkles: Sparkles, layout: LayoutList, clock: Clock, award: Award, layers: Layers } as const;

export function Benefits({ title, benefits }: { title: string; benefits: readonly Benefit[] }) {
  return (
    <Section aria-labelledby="generator-benefits">
      <SectionHeading id="generator-benefits" title={title} align="center" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => {
          const Icon = icons[benefit.icon];
          return (
            <li key={benefit.title} data-glow="sm" className="rounded-(--radius-card) border border-line bg-paper p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent-soft">
                <Icon aria-hidden="true" className="size-5 text-accent" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-muted">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
