// The ROI scenario written to the URL on every change, without zod: only reading a shared link needs it (query.ts).
import { roiDefaults } from '@/lib/roi/formulas';
import type { RoiInputs } from '@/lib/roi/formulas';

export const roiQueryKeys = {
  investment: 'investment',
  customers: 'customers',
  liftPercent: 'lift',
  lifetimeValue: 'ltv',
  months: 'months',
} as const satisfies Record<keyof RoiInputs, string>;

export const roiInputNames = Object.keys(roiQueryKeys) as (keyof RoiInputs)[];

export function serializeRoiQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const name of roiInputNames) {
    const value = inputs[name];
    if (value !== roiDefaults[name]) params.set(roiQueryKeys[name], String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
