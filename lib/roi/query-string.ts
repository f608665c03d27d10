// The ROI scenario's query parameters and how a scenario is written to the URL. No zod here:
// the calculator writes the query on every change, and only reading a shared link needs the
// validator (lib/roi/query.ts, loaded on demand).
import { roiDefaults } from '@/lib/roi/formulas';
import type { RoiInputs } from '@/lib/roi/formulas';

/** Query parameter per input, in the order they are written. */
export const roiQueryKeys = {
  investment: 'investment',
  customers: 'customers',
  liftPercent: 'lift',
  lifetimeValue: 'ltv',
  months: 'months',
} as const satisfies Record<keyof RoiInputs, string>;

export const roiInputNames = Object.keys(roiQueryKeys) as (keyof RoiInputs)[];

/** '?investment=8000&customers=12' for the values that differ from the defaults; '' when none do. */
export function serializeRoiQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const name of roiInputNames) {
    const value = inputs[name];
    if (value !== roiDefaults[name]) params.set(roiQueryKeys[name], String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
