// The two production modes: the customer records with guidance, or the agency produces everything.
import { Check, Clapperboard, Video } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { productDemoPage } from '@/content/product-demo-videos';

const icons = [Video, Clapperboard];

export function ProductionModes() {
  const { modes } = productDemoPage;
  return (
    <Section tone="soft" aria-labelledby="production-modes">
      <SectionHeading id="production-modes" title={modes.title} lead={modes.lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {modes.items.map((mode, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li
              key={mode.title}
              data-glow="md"
              className="flex flex-col rounded-(--radius-card) border border-line bg-paper p-6 sm:p-8"
            >
              <Icon aria-hidden="true" className="size-7 text-accent" />
              <h3 className="mt-4 text-xl font-bold text-ink">{mode.title}</h3>
              <p className="mt-2 text-muted">{mode.text}</p>
              <ul className="mt-5 space-y-2 text-body">
                {mode.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-after" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
