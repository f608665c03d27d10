// 'Why Join': the three perks of working here.
import { Globe, Palette, TrendingUp } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { careerPage } from '@/content/career';

const icons = [Globe, TrendingUp, Palette];

export function Perks() {
  return (
    <Section tone="soft" aria-labelledby="why-join">
      <SectionHeading id="why-join" title={careerPage.perksTitle} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {careerPage.perks.map((perk, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <li key={perk.title} data-glow="sm" className="rounded-(--radius-card) border border-line bg-paper p-6">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{perk.title}</h3>
              <p className="mt-2 text-muted">{perk.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
