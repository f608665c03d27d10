// How It Works (#how-it-works): the home page document's dated steps, which enter one after another (0.2 s apart).
// Icons, colours and the anchor are the code's.
import { CircleCheck, Clapperboard, PenLine, Phone, Rocket } from 'lucide-react';
import { Section, SectionHeading } from '@/components/layout/container';
import { RevealOnView } from '@/components/home/reveal-on-view';
import { Card } from '@/components/ui/card';
import { homeAnchors } from '@/content/home';
import type { StepColour, StepIcon } from '@/lib/marketing/home/limits';
import type { HomeHowItWorks } from '@/lib/marketing/home/schemas';
import { cn } from '@/lib/cn';

const icons: Record<StepIcon, typeof Phone> = {
  call: Phone,
  script: PenLine,
  production: Clapperboard,
  launch: Rocket,
};
const colours: Record<StepColour, string> = {
  accent: 'bg-accent text-white',
  highlight: 'bg-highlight text-ink',
  success: 'bg-after text-white',
  ink: 'bg-ink text-white',
};
const STEP_DELAY_S = 0.2;
const LIST_ID = 'how-it-works-steps';

/** `title` and `lead`: a page's own words for the section (a landing page's); the home page's by default. */
export function HowItWorks({
  section,
  title = section.title,
  lead = section.lead,
}: {
  section: HomeHowItWorks;
  title?: string;
  lead?: string;
}) {
  return (
    <Section id={homeAnchors.process} tone="soft" aria-labelledby="how-it-works-title">
      <SectionHeading id="how-it-works-title" eyebrow={section.eyebrow} title={title} lead={lead} />
      <ol id={LIST_ID} className="relative mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => {
          const Icon = icons[step.icon];
          return (
            <Card
              as="li"
              key={step.title}
              size="sm"
              style={{ animationDelay: `${index * STEP_DELAY_S}s` }}
              className="relative flex flex-col in-data-[reveal=shown]:animate-fade-up in-data-[reveal=waiting]:opacity-0"
            >
              <div className="flex items-center justify-between">
                <span
                  className={cn('inline-flex size-11 items-center justify-center rounded-xl', colours[step.colour])}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted tabular-nums" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <p className="mt-5 text-sm font-semibold text-accent">{step.timeline}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 flex-1 text-[0.9375rem] text-muted">{step.description}</p>
              <p className="mt-5 flex gap-2 border-t border-line pt-4 text-sm font-medium text-body">
                <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-after" />
                {step.proof}
              </p>
            </Card>
          );
        })}
      </ol>
      <RevealOnView targetId={LIST_ID} />
    </Section>
  );
}
