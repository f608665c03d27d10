// The four platform strategy cards of the short-form page.
import { Briefcase, Camera, Music2, SquarePlay } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { shortsPage } from '@/content/shorts';

const icons = [Music2, Camera, SquarePlay, Briefcase];

export function PlatformCards() {
  const { platforms } = shortsPage;
  return (
    <Section tone="soft" aria-labelledby="platforms">
      <SectionHeading id="platforms" title={platforms.title} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {platforms.items.map((platform, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={platform.name} data-glow="sm" className="rounded-(--radius-card) border border-line bg-paper p-6">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{platform.name}</h3>
              <p className="mt-2 text-sm text-muted">{platform.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
