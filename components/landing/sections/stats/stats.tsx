// A landing page's headline numbers: an optional label, a heading, a lead and three or four figures.
import { Section, SectionHeading } from '@/components/layout/container';
import { StatList } from '@/components/services/stat-list';
import type { LandingSectionOf } from '@/lib/landing/schemas';

export function StatsSection({ id, section }: { id: string; section: LandingSectionOf<'statsSection'> }) {
  return (
    <Section tone="soft" aria-labelledby={id}>
      <SectionHeading
        id={id}
        eyebrow={section.eyebrow ?? undefined}
        title={section.title}
        lead={section.lead ?? undefined}
      />
      <StatList stats={section.items} label={section.title} onInk={false} />
    </Section>
  );
}
