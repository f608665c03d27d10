// The benefits trio under a generator (server component: no JavaScript): the page document's cards, each with the
// page's icon for its place.
import { Award, Clock, Layers, LayoutList, Sparkles, Zap } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import type { BenefitIcon } from '@/content/generators';

const icons = { zap: Zap, sparkles: Sparkles, layout: LayoutList, clock: Clock, award: Award, layers: Layers } as const;

export function Benefits({
  title,
  benefits,
  icons: order,
}: {
  title: string;
  benefits: readonly { title: string; text: string }[];
  /** The cards' icons, in their order. */
  icons: readonly BenefitIcon[];
}) {
  return (
    <Section aria-labelledby="generator-benefits">
      <SectionHeading id="generator-benefits" title={title} align="center" />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {benefits.map((benefit, index) => (
          <IconCard
            key={benefit.title}
            icon={icons[order[index % order.length]!]}
            title={benefit.title}
            text={benefit.text}
            chip="round"
          />
        ))}
      </ul>
    </Section>
  );
}
