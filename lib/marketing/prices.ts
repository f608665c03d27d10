// A plan's scheduled price: from its next price's time on, the card shows the next price instead of its own, with
// nothing to publish then (docs/decisions/0034-scheduled-prices-on-the-document.md). The price in effect is chosen
// at each render from the stored document, so the cached document stays right at any time; what must end at the
// change is the page's life, and so the read's (pricingLifetime, lib/marketing/read.ts).
import { lifetimeUntilNext } from '@/lib/marketing/lifetime';
import type { Plan, PricingPage, StoredPlan, StoredPricingPage } from '@/lib/marketing/schemas';

/** The plan as a visitor sees it at `now`: its next price and period once their time has come (without a period of
 * its own, the plan's stays), else its own. */
export function planInEffect({ nextPrice, ...plan }: StoredPlan, now = Date.now()): Plan {
  if (nextPrice === null || !(Date.parse(nextPrice.from) <= now)) return plan;
  return { ...plan, price: nextPrice.price, period: nextPrice.period ?? plan.period };
}

/** The pricing page as a visitor sees it at `now`: each plan at the price in effect. An editor's preview shows the
 * same (the plan's row in the Studio shows the next price and its time). */
export const pricesInEffect = (page: StoredPricingPage, now = Date.now()): PricingPage => ({
  ...page,
  plans: page.plans.map((plan) => planInEffect(plan, now)),
});

/** Seconds the pricing read (and so every page that shows a plan) stays right at `now`: until the next price
 * change still ahead; with none, the hourly default. */
export const pricingLifetime = (page: { plans: readonly Pick<StoredPlan, 'nextPrice'>[] }, now = Date.now()): number =>
  lifetimeUntilNext(
    page.plans.map((plan) => plan.nextPrice?.from),
    now,
  );
