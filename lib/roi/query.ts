// A shared ROI scenario read from the URL with zod/mini: each parameter clamped and snapped, garbage ignored.
import * as z from '@/lib/zod-mini';
import { roiSliders, sanitizeAmount, snapToSlider } from '@/lib/roi/formulas';
import type { RoiInputs, SliderRange } from '@/lib/roi/formulas';
import { roiInputNames, roiQueryKeys } from '@/lib/roi/query-string';

// A plain decimal ('8000', '12.5', '-3'); z.number() then refuses what overflows to Infinity ('1e400').
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
