// The grid of case study cards on /case-studies.
import { Section, SectionHeading } from '@/components/layout/container';
import { CaseStudyCard } from '@/components/case-study/case-study-card';
import { EmptyList } from '@/components/ui/empty-list';
import type { CaseStudyCard as Card } from '@/lib/case-studies/schemas';
import type { CaseStudiesPage } from '@/lib/marketing/case-studies-page/schemas';

/** The list's words, from the case studies page document. */
export type ListWords = Pick<CaseStudiesPage, 'listTitle' | 'listEmpty' | 'watchLabel' | 'readLabel' | 'featuredLabel'>;

export function CaseStudyList({ cards, words }: { cards: Card[]; words: ListWords }) {
  return (
    <Section aria-labelledby="client-stories">
      <SectionHeading id="client-stories" title={words.listTitle} />
      {cards.length === 0 ? (
        <EmptyList className="mt-10">{words.listEmpty}</EmptyList>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} words={words} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
