// The co-founder cards, two a row.
import { Section, SectionHeading } from '@/components/layout/container';
import { FounderCard } from '@/components/about/founder-card';
import type { Founder } from '@/lib/marketing/about-career/schemas';

/** Each card's heading id from the founder's initials; a second founder with the same initials adds a number. */
const headingIds = (founders: readonly Founder[]) =>
  founders.map((founder, index) => {
    const id = `founder-${founder.initials.toLowerCase()}`;
    return founders.findIndex((other) => other.initials === founder.initials) === index ? id : `${id}-${index + 1}`;
  });

export function Founders({ title, lead, founders }: { title: string; lead: string; founders: readonly Founder[] }) {
  const ids = headingIds(founders);
  return (
    <Section tone="soft" aria-labelledby="founders">
      <SectionHeading id="founders" title={title} lead={lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {founders.map((founder, index) => (
          <li key={founder.name}>
            <FounderCard founder={founder} headingId={ids[index]!} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
