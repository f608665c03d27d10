// A FAQ with every question and answer visible, plus the same items as FAQPage JSON-LD: the about page's, and a
// landing page's. Plain markup, no script: /pricing's accordion stays /pricing's alone, so no other page's
// section makes its scripts larger (sharing it with landing pages added 870 B gzip to /pricing's startup).
import { Section, SectionHeading } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd } from '@/lib/seo';

type FaqItem = { question: string; answer: string };

export function FaqList({
  id = 'faq',
  title,
  lead,
  items,
}: {
  id?: string;
  title: string;
  lead?: string;
  items: readonly FaqItem[];
}) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeading id={id} title={title} lead={lead} />
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
