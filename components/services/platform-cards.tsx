// The platform strategy cards of the short-form page; the icons go with the cards' places, in order.
import { Briefcase, Camera, Music2, SquarePlay } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import type { ShortsPageDoc } from '@/lib/marketing/service-pages/schemas';

const icons = [Music2, Camera, SquarePlay, Briefcase];

export function PlatformCards({ platforms }: { platforms: ShortsPageDoc['platforms'] }) {
  return (
    <Section tone="soft" aria-labelledby="platforms">
      <SectionHeading id="platforms" title={platforms.title} lead={platforms.lead} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {platforms.items.map((platform, index) => (
          <IconCard
            key={platform.name}
            icon={icons[index % icons.length]!}
            title={platform.name}
            text={platform.text}
            textClassName="text-sm"
          />
        ))}
      </ul>
    </Section>
  );
}
