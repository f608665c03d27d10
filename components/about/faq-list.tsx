// The About FAQ: every question and answer visible, plus the same items as FAQPage JSON-LD.
import { Section, SectionHeading } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import type { FaqItem } from '@/lib/marketing/about-career/schemas';
import { faqPageJsonLd } from '@/lib/seo';

export function FaqList({ title, items }: { title: string; items: readonly FaqItem[] }) {
  return (
    <Section aria-labelledby="faq">
      <SectionHeading id="faq" title={title} />
      <dl className="mt-10 divide-y divide-line border-y border-line">
        {items.map((item) => (
          <div key={item.question} className="grid gap-2 py-6 md:grid-cols-[1fr_1.4fr] md:gap-10">
            <dt className="text-lg font-semibold text-ink">{item.question}</dt>
            <dd className="text-muted">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <JsonLd data={faqPageJsonLd(items)} />
    </Section>
  );
}
