// The two plans side by side (stacked on phones).
import { Section, SectionHeading } from '@/components/layout/container';
import { PlanCard } from '@/components/pricing/plan-card';
import { plans, pricingPage } from '@/content/pricing';

export function Plans() {
  return (
    <Section tone="soft" aria-labelledby="plans">
      <SectionHeading id="plans" title={pricingPage.plansTitle} lead={pricingPage.plansLead} align="center" />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2 md:gap-8">
        {plans.map((plan) => (
          <li key={plan.name} className="flex">
            <PlanCard plan={plan} popularLabel={pricingPage.popularBadge} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
