// 'Working With Us Is Seamless': the collaboration tools, then the closing call to action (the home page
// document's words; the tools' drawings are the code's).
import { Section, SectionHeading } from '@/components/layout/container';
import { ToolPreview } from '@/components/home/tool-previews';
import { BookingButton } from '@/components/ui/booking-button';
import { Card } from '@/components/ui/card';
import type { HomeSeamless } from '@/lib/marketing/home/schemas';

export function Seamless({ section }: { section: HomeSeamless }) {
  return (
    <Section aria-labelledby="seamless">
      <SectionHeading
        id="seamless"
        eyebrow={section.eyebrow}
        title={section.title}
        lead={section.lead}
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.tools.map((tool) => (
          <Card as="li" key={`${tool.kind}:${tool.tool}`} size="sm" className="flex flex-col">
            <ToolPreview kind={tool.kind} drawings={section.drawings} />
            <p className="mt-6 text-sm font-semibold text-accent">{tool.tool}</p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{tool.title}</h3>
            <p className="mt-2 text-muted">{tool.text}</p>
          </Card>
        ))}
      </ul>
      <div className="on-ink mt-16 flex flex-col items-center gap-6 rounded-(--radius-card) bg-ink px-6 py-12 text-center sm:px-12">
        <p className="max-w-2xl text-lg text-muted-on-ink">{section.ctaLead}</p>
        <BookingButton cta="home-closing" size="lg">
          {section.ctaLabel}
        </BookingButton>
      </div>
    </Section>
  );
}
