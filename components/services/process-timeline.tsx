// Numbered steps in a row: the 14-day process, or 01 Discovery, 02 Creation, 03 Delivery.
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export function ProcessTimeline({
  steps,
}: {
  steps: readonly { number?: string; title: string; timeline?: string; text: string }[];
}) {
  return (
    <ol className={cn('mt-10 grid gap-5 sm:grid-cols-2', steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} padding="p-6" className="relative">
          <p className="text-4xl font-bold tracking-tight text-accent" aria-hidden="true">
            {step.number ?? String(index + 1).padStart(2, '0')}
          </p>
          <h3 className="mt-3 text-lg font-semibold text-ink">{step.title}</h3>
          {step.timeline ? <p className="mt-1 text-sm font-semibold text-highlight-ink">{step.timeline}</p> : null}
          <p className="mt-3 text-muted">{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
