// The ROI calculator's formulas as one pure function, and how its results read.
import { roiWording } from '@/content/pricing';

export type SliderRange = { min: number; max: number; step: number; defaultValue: number };

export const roiSliders = {
  customers: { min: 1, max: 50, step: 1, defaultValue: 10 },
  liftPercent: { min: 10, max: 100, step: 5, defaultValue: 35 },
  months: { min: 6, max: 60, step: 6, defaultValue: 24 },
} as const satisfies Record<string, SliderRange>;

export const roiDefaults = {
  investment: 5000,
  lifetimeValue: 3000,
  customers: roiSliders.customers.defaultValue,
  liftPercent: roiSliders.liftPercent.defaultValue,
  months: roiSliders.months.defaultValue,
} as const;

export type RoiInputs = {
  investment: number;
  lifetimeValue: number;
  customers: number;
  liftPercent: number;
  months: number;
};

export type RoiResult = RoiInputs & {
  videosPerMonth: number;
  totalCustomers: number;
  lifetimeCac: number;
  baselineCustomersPerMonth: number;
  extraCustomers: number;
  additionalRevenue: number;
  totalReturn: number;
  roiPercent: number | null; // null when nothing is invested
  breakEvenMonths: number | null; // 0 when nothing is invested; null when it never comes back
};

/** A slider value as Radix would hold it: rounded to the step, then clamped to the range. */
export function snapToSlider(value: number, { min, max, step, defaultValue }: SliderRange): number {
  if (!Number.isFinite(value)) return defaultValue;
  const stepped = Math.round((value - min) / step) * step + min;
  return Math.min(max, Math.max(min, stepped));
}

export function sanitizeAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function parseAmount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

export function isAmountCountedAsZero(text: string): boolean {
  const value = parseAmount(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0;
}

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

export function computeRoi(raw: RoiInputs): RoiResult {
  const inputs: RoiInputs = {
    investment: sanitizeAmount(raw.investment),
    lifetimeValue: sanitizeAmount(raw.lifetimeValue),
    customers: snapToSlider(raw.customers, roiSliders.customers),
    liftPercent: snapToSlider(raw.liftPercent, roiSliders.liftPercent),
    months: snapToSlider(raw.months, roiSliders.months),
  };
  const { investment, lifetimeValue, customers, liftPercent, months } = inputs;

  const totalCustomers = customers * months;
  const baselineCustomersPerMonth = customers / (1 + liftPercent / 100);
  const extraCustomers = totalCustomers - baselineCustomersPerMonth * months;
  const totalReturn = totalCustomers * lifetimeValue;
  const monthlyRevenue = customers * lifetimeValue;

  let breakEvenMonths: number | null;
  if (investment === 0) breakEvenMonths = 0;
  else if (monthlyRevenue === 0) breakEvenMonths = null;
  else breakEvenMonths = finiteOrNull(investment / monthlyRevenue);

  return {
    ...inputs,
    videosPerMonth: customers,
    totalCustomers,
    // At least 1 × 6 customers after snapping: never a division by zero.
    lifetimeCac: investment / totalCustomers,
    baselineCustomersPerMonth,
    extraCustomers,
    additionalRevenue: extraCustomers * lifetimeValue,
    totalReturn,
    roiPercent: investment === 0 ? null : finiteOrNull(((totalReturn - investment) / investment) * 100),
    breakEvenMonths,
  };
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `|| 0` turns -0 into 0, so nothing reads '-$0'. */
const roundWhole = (value: number) => Math.round(value) || 0;

function formatWhole(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return roiWording.notAvailable;
  const whole = roundWhole(value);
  return `${whole < 0 ? '-' : ''}${unit}${wholeNumber.format(Math.abs(whole))}`;
}

export const formatUsd = (value: number) => formatWhole(value, '$');

export const formatCount = (value: number) => formatWhole(value);

export function formatOneDecimal(value: number): string {
  const text = oneDecimal.format(value);
  // A negative value that rounds to zero reads '0.0', not '-0.0'.
  return text === '-0.0' ? '0.0' : text;
}

export function formatRoiPercent(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return roiWording.notAvailable;
  const rounded = roundWhole(value);
  return `${rounded > 0 ? '+' : ''}${formatCount(rounded)}%`;
}

/** 'under N months' rounds up, to at least 1: a huge return breaks even at once, not in 'under 0 months'. */
export function formatBreakEven({
  investment,
  breakEvenMonths: months,
}: Pick<RoiResult, 'investment' | 'breakEvenMonths'>) {
  if (investment === 0) return { value: roiWording.notAvailable, note: roiWording.breakEvenNothingToRecover };
  if (months === null || !Number.isFinite(months))
    return { value: roiWording.notAvailable, note: roiWording.breakEvenNever };
  return {
    value: `${formatOneDecimal(months)} ${roiWording.months}`,
    note: roiWording.breakEvenUnder(Math.max(1, Math.ceil(months))),
  };
}

export type RoiDisplay = {
  roi: string;
  breakEven: string;
  breakEvenNote: string;
  totalReturn: string;
  additionalRevenue: string;
  lifetimeCac: string;
  totalCustomers: string;
};

export function formatRoi(result: RoiResult): RoiDisplay {
  const breakEven = formatBreakEven(result);
  return {
    roi: formatRoiPercent(result.roiPercent),
    breakEven: breakEven.value,
    breakEvenNote: breakEven.note,
    totalReturn: formatUsd(result.totalReturn),
    additionalRevenue: formatUsd(result.additionalRevenue),
    lifetimeCac: formatUsd(result.lifetimeCac),
    totalCustomers: formatCount(result.totalCustomers),
  };
}
