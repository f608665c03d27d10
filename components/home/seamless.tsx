// 'Working With Us Is Seamless': the three collaboration tools, then the closing call to action.
import { Section, SectionHeading } from '@/components/layout/container';
import { ToolPreview } from '@/components/home/tool-previews';
import { BookingButton } from '@/components/ui/booking-button';
import { Card } from '@/components/ui/card';
import { seamlessSection } from '@/content/home';
import { collaborationTools } from '@/content/seamless-tools';

export function Seamless() {
  return (
    <Section aria-labelledby="seamless">
      <SectionHeading
        id="seamless"
        eyebrow={seamlessSection.eyebrow}
        title={seamlessSection.title}
        lead={seamlessSection.lead}
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {collaborationTools.map((tool) => (
          <Card as="li" key={tool.kind} size="sm" className="flex flex-col">
            <ToolPreview kind={tool.kind} />
            <p className="mt-6 text-sm font-semibold text-accent">{tool.tool}</p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{tool.title}</h3>
            <p className="mt-2 text-muted">{tool.text}</p>
          </Card>
        ))}
      </ul>
      <div className="on-ink mt-16 flex flex-col items-center gap-6 rounded-(--radius-card) bg-ink px-6 py-12 text-center sm:px-12">
        <p className="max-w-2xl text-lg text-muted-on-ink">{seamlessSection.ctaLead}</p>
        <BookingButton cta="home-closing" size="lg">
          {seamlessSection.cta}
        </BookingButton>
      </div>
    </Section>
  );
}
