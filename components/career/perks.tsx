// 'Why Join': the three perks of working here.
import { Globe, Palette, TrendingUp } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { IconCard } from '@/components/ui/card';
import { careerPage } from '@/content/career';

const icons = [Globe, TrendingUp, Palette];

export function Perks() {
  return (
    <Section tone="soft" aria-labelledby="why-join">
      <SectionHeading id="why-join" title={careerPage.perksTitle} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {careerPage.perks.map((perk, index) => (
          <IconCard key={perk.title} icon={icons[index % icons.length]!} title={perk.title} text={perk.text} />
        ))}
      </ul>
    </Section>
  );
}
