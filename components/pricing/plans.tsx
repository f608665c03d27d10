// The plans side by side (stacked on phones), and the page's note under them if it has one, from the pricing page's
// document.
import { Section, SectionHeading } from '@/components/layout/container';
import { PlanCard } from '@/components/pricing/plan-card';
import type { PricingPage } from '@/lib/marketing/schemas';

export function Plans({ page }: { page: PricingPage }) {
  return (
    <Section tone="soft" aria-labelledby="plans">
      <SectionHeading id="plans" title={page.plansTitle} lead={page.plansLead} align="center" />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2 md:gap-8">
        {page.plans.map((plan) => (
          <li key={plan.name} className="flex">
            <PlanCard plan={plan} popularLabel={page.popularBadge} />
          </li>
        ))}
      </ul>
      {page.plansNote ? (
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted">{page.plansNote}</p>
      ) : null}
    </Section>
  );
}
