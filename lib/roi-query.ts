// The ROI calculator's scenario in the URL query (?investment=8000&customers=12), so a visitor
// can share it: parsed with zod (out-of-range values clamped, garbage ignored) and written back
// with only the values that differ from the defaults.
import { z } from '@/lib/zod';
import { roiDefaults, roiSliders, sanitizeAmount, snapToSlider } from '@/lib/roi';
import type { RoiInputs, SliderRange } from '@/lib/roi';

/** Query parameter per input, in the order they are written. */
export const roiQueryKeys = {
  investment: 'investment',
  customers: 'customers',
  liftPercent: 'lift',
  lifetimeValue: 'ltv',
  months: 'months',
} as const satisfies Record<keyof RoiInputs, string>;

// A parameter is a plain decimal number ('8000', '12.5', '-3'); '', 'abc', '1e400' or 'Infinity' are garbage.
const numberParam = z
  .string()
  .trim()
  .regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/)
  .transform(Number)
  .pipe(z.number().finite());

const amountParam = numberParam.transform(sanitizeAmount);
const sliderParam = (range: SliderRange) => numberParam.transform((value) => snapToSlider(value, range));

const roiQuerySchema = {
  investment: amountParam,
  lifetimeValue: amountParam,
  customers: sliderParam(roiSliders.customers),
  liftPercent: sliderParam(roiSliders.liftPercent),
  months: sliderParam(roiSliders.months),
} satisfies Record<keyof RoiInputs, z.ZodType<number, string>>;

const inputNames = Object.keys(roiQueryKeys) as (keyof RoiInputs)[];

/** The inputs the query sets; a missing or unreadable parameter is simply left out. */
export function parseRoiQuery(search: string): Partial<RoiInputs> {
  const params = new URLSearchParams(search);
  const inputs: Partial<RoiInputs> = {};
  for (const name of inputNames) {
    const raw = params.get(roiQueryKeys[name]);
    if (raw === null) continue;
    const parsed = roiQuerySchema[name].safeParse(raw);
    if (parsed.success) inputs[name] = parsed.data;
  }
  return inputs;
}

/** '?investment=8000&customers=12' for the values that differ from the defaults; '' when none do. */
export function serializeRoiQuery(inputs: RoiInputs): string {
  const params = new URLSearchParams();
  for (const name of inputNames) {
    const value = inputs[name];
    if (value !== roiDefaults[name]) params.set(roiQueryKeys[name], String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
