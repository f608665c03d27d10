// A landing page's plans: the section's own heading and lead over the pricing page's plan cards and note, read by
// the pricing page's reader, so the page shows the prices /pricing shows.
import { Section, SectionHeading } from '@/components/layout/container';
import { PlanCard } from '@/components/pricing/plan-card';
import type { LandingSectionOf } from '@/lib/landing/schemas';
import type { PricingPage } from '@/lib/marketing/schemas';

export function PricingSection({
  id,
  section,
  pricing,
}: {
  id: string;
  section: LandingSectionOf<'pricingSection'>;
  pricing: Pick<PricingPage, 'plans' | 'popularBadge' | 'plansNote'>;
}) {
  return (
    <Section tone="soft" aria-labelledby={id}>
      <SectionHeading id={id} title={section.title} lead={section.lead ?? undefined} align="center" />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2 md:gap-8">
        {pricing.plans.map((plan) => (
          <li key={plan.name} className="flex">
            <PlanCard plan={plan} popularLabel={pricing.popularBadge} />
          </li>
        ))}
      </ul>
      {pricing.plansNote ? (
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">{pricing.plansNote}</p>
      ) : null}
    </Section>
  );
}
