// Reading a shared ROI scenario from the URL query (?investment=8000&customers=12): every
// parameter is parsed with zod (mini: this ships to the browser) on its own, out-of-range values
// are clamped and snapped to the slider's step, and garbage is ignored. Writing the query lives
// in lib/roi/query-string.ts.
import * as z from '@/lib/zod-mini';
import { roiSliders, sanitizeAmount, snapToSlider } from '@/lib/roi/formulas';
import type { RoiInputs, SliderRange } from '@/lib/roi/formulas';
import { roiInputNames, roiQueryKeys } from '@/lib/roi/query-string';

// A parameter is a plain decimal number ('8000', '12.5', '-3'); '', 'abc', '1e400' or 'Infinity' are garbage.
// z.number() refuses Infinity and NaN.
const numberParam = z.pipe(
  z.string().check(z.trim(), z.regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number(),
  ),
);

const amountParam = z.pipe(numberParam, z.transform(sanitizeAmount));
const sliderParam = (range: SliderRange) =>
  z.pipe(
    numberParam,
    z.transform((value: number) => snapToSlider(value, range)),
  );

const roiQuerySchema = {
  investment: amountParam,
  lifetimeValue: amountParam,
  customers: sliderParam(roiSliders.customers),
  liftPercent: sliderParam(roiSliders.liftPercent),
  months: sliderParam(roiSliders.months),
} satisfies Record<keyof RoiInputs, z.ZodMiniType<number, string>>;

/** The inputs the query sets; a missing or unreadable parameter is simply left out. */
export function parseRoiQuery(search: string): Partial<RoiInputs> {
  const params = new URLSearchParams(search);
  const inputs: Partial<RoiInputs> = {};
  for (const name of roiInputNames) {
    const raw = params.get(roiQueryKeys[name]);
    if (raw === null) continue;
    const parsed = roiQuerySchema[name].safeParse(raw);
    if (parsed.success) inputs[name] = parsed.data;
  }
  return inputs;
}
