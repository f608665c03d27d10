// The two co-founder cards.
import { Section, SectionHeading } from '@/components/layout/container';
import { FounderCard } from '@/components/about/founder-card';
import { aboutPage, founders } from '@/content/about';

export function Founders() {
  return (
    <Section tone="soft" aria-labelledby="founders">
      <SectionHeading id="founders" title={aboutPage.foundersTitle} lead={aboutPage.foundersLead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {founders.map((founder) => (
          <li key={founder.name}>
            <FounderCard founder={founder} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
