// 'Why Join': the perks of working here, each card with the next icon of the set.
import { Globe, Palette, TrendingUp } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import type { CareerPage } from '@/lib/marketing/about-career/schemas';

const icons = [Globe, TrendingUp, Palette];

export function Perks({ title, perks }: { title: string; perks: CareerPage['perks'] }) {
  return (
    <Section tone="soft" aria-labelledby="why-join">
      <SectionHeading id="why-join" title={title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {perks.map((perk, index) => (
          <IconCard key={perk.title} icon={icons[index % icons.length]!} title={perk.title} text={perk.text} />
        ))}
      </ul>
    </Section>
  );
}
