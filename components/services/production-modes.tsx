// The production modes: the customer records with guidance, or the agency produces everything.
import { Clapperboard, Video } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import type { ProductDemoVideosPageDoc } from '@/lib/marketing/service-pages/schemas';

const icons = [Video, Clapperboard];

export function ProductionModes({ modes }: { modes: ProductDemoVideosPageDoc['modes'] }) {
  return (
    <Section tone="soft" aria-labelledby="production-modes">
      <SectionHeading id="production-modes" title={modes.title} lead={modes.lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {modes.items.map((mode, index) => (
          <IconCard
            key={mode.title}
            icon={icons[index % icons.length]!}
            title={mode.title}
            text={mode.text}
            size="md"
            className="flex flex-col"
          >
            <CheckList items={mode.points} className="mt-5 text-body" iconClassName="size-5 text-after" />
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}
