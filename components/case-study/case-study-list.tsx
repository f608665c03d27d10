// The grid of case study cards on /case-studies.
import { Section, SectionHeading } from '@/components/layout/container';
import { CaseStudyCard } from '@/components/case-study/case-study-card';
import { EmptyList } from '@/components/ui/empty-list';
import { caseStudiesPage } from '@/content/case-studies';
import type { CaseStudyCard as Card } from '@/lib/case-studies/schemas';

export function CaseStudyList({ cards }: { cards: Card[] }) {
  return (
    <Section aria-labelledby="client-stories">
      <SectionHeading id="client-stories" title={caseStudiesPage.listTitle} />
      {cards.length === 0 ? (
        <EmptyList className="mt-10">{caseStudiesPage.listEmpty}</EmptyList>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
