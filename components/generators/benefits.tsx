// The benefits trio under a generator (server component: no JavaScript).
import { Award, Clock, Layers, LayoutList, Sparkles, Zap } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import type { Benefit } from '@/content/generators';

const icons = { zap: Zap, sparkles: Sparkles, layout: LayoutList, clock: Clock, award: Award, layers: Layers } as const;

export function Benefits({ title, benefits }: { title: string; benefits: readonly Benefit[] }) {
  return (
    <Section aria-labelledby="generator-benefits">
      <SectionHeading id="generator-benefits" title={title} align="center" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {benefits.map((benefit) => (
          <IconCard
            key={benefit.title}
            icon={icons[benefit.icon]}
            title={benefit.title}
            text={benefit.text}
            chip="round"
          />
        ))}
      </ul>
    </Section>
  );
}
