// The pricing FAQ: one answer open at a time, none at first; its FAQPage structured data.
import { Section, SectionHeading } from '@/components/layout/container';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { PricingPage } from '@/lib/marketing/schemas';
import { faqPageJsonLd } from '@/lib/seo';

export function PricingFaq({ page }: { page: PricingPage }) {
  return (
    <Section aria-labelledby="faq">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <SectionHeading id="faq" title={page.faqTitle} lead={page.faqLead} />
        <Accordion type="single" collapsible className="border-t border-line">
          {page.faq.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <JsonLd data={faqPageJsonLd(page.faq)} />
    </Section>
  );
}
