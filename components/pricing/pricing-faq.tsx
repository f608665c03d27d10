// The pricing FAQ: one answer open at a time, none at first; its FAQPage structured data. The same section
// serves a landing page's FAQ (FaqSection).
import { Section, SectionHeading } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem, PricingPage } from '@/lib/marketing/schemas';
import { faqPageJsonLd } from '@/lib/seo';

export function FaqSection({
  id,
  title,
  lead,
  items,
}: {
  id: string;
  title: string;
  lead?: string;
  items: readonly FaqItem[];
}) {
  return (
    <Section aria-labelledby={id}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <SectionHeading id={id} title={title} lead={lead} />
        <Accordion type="single" collapsible className="border-t border-line">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </Section>
  );
}

export function PricingFaq({ page }: { page: PricingPage }) {
  return <FaqSection id="faq" title={page.faqTitle} lead={page.faqLead} items={page.faq} />;
}
