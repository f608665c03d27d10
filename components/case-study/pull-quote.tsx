// The client's pull quote, attributed to its co-founder and CEO.
import { Quote } from 'lucide-react';
import { Section } from '@/components/layout/container';
import type { CaseStudy } from '@/lib/case-studies/schemas';

export function PullQuote({ quote }: { quote: CaseStudy['pullQuote'] }) {
  return (
    <Section tone="soft">
      <figure className="mx-auto max-w-3xl text-center">
        <Quote aria-hidden="true" className="mx-auto size-10 text-accent" />
        <blockquote className="mt-6 text-2xl leading-snug font-semibold tracking-tight text-ink sm:text-3xl">
          <p>“{quote.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 text-muted">
          <span className="font-semibold text-ink">{quote.author}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {quote.role}
        </figcaption>
      </figure>
    </Section>
  );
}
