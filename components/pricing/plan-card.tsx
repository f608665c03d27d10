// One pricing plan: name, price, what it includes and a call to book the discovery call.
import { Badge } from '@/components/ui/badge';
import { BookingButton } from '@/components/ui/booking-button';
import { Card } from '@/components/ui/card';
import type { Plan } from '@/lib/marketing/schemas';
import { planCta } from '@/lib/analytics/booking';
import { CheckList } from '@/components/ui/check-list';

export function PlanCard({ plan, popularLabel }: { plan: Plan; popularLabel: string }) {
  const headingId = `plan-${plan.name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      size="lg"
      surface={plan.popular ? 'featured' : 'paper'}
      className="relative flex w-full flex-col"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {plan.name}
        </h3>
        {plan.popular ? <Badge tone="accent">{popularLabel}</Badge> : null}
      </div>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-ink">{plan.price}</span>
        {plan.period ? <span className="text-muted">{plan.period}</span> : null}
      </p>
      <p className="mt-3 text-muted">{plan.description}</p>
      <CheckList items={plan.features} spacing="loose" className="mt-6 border-t border-line pt-6 text-body" />
      {/* mt-auto keeps both buttons on one line when the cards stretch to the same height. */}
      <div className="mt-auto pt-8">
        <BookingButton
          cta={planCta(plan.name)}
          size="lg"
          variant={plan.popular ? 'primary' : 'secondary'}
          className="w-full"
        >
          {plan.cta}
        </BookingButton>
      </div>
    </Card>
  );
}
