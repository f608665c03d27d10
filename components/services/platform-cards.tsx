// The four platform strategy cards of the short-form page.
import { Briefcase, Camera, Music2, SquarePlay } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import { shortsPage } from '@/content/shorts';

const icons = [Music2, Camera, SquarePlay, Briefcase];

export function PlatformCards() {
  const { platforms } = shortsPage;
  return (
    <Section tone="soft" aria-labelledby="platforms">
      <SectionHeading id="platforms" title={platforms.title} />
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
