// The ROI formulas and their wording, over hand-computed scenarios (issue 5).
import { describe, expect, it } from 'vitest';
import {
  computeRoi,
  formatCount,
  formatOneDecimal,
  formatRoi,
  formatUsd,
  isAmountCountedAsZero,
  parseAmount,
  snapToSlider,
  roiSliders,
} from '@/lib/roi/formulas';
import type { RoiDisplay, RoiInputs } from '@/lib/roi/formulas';

type Case = { name: string; inputs: RoiInputs; expected: RoiDisplay };

// Each expectation was worked out by hand from the calculator's formulas:
//   total = customers × months; CAC = investment / total; extra = total × lift / (100 + lift);
//   additional = extra × LTV; return = total × LTV; ROI = (return − investment) / investment × 100;
//   break-even = investment / (customers × LTV).
const cases: Case[] = [
  {
    // 240 customers; CAC 20.83; extra 240 × 35/135 = 62.22 → $186,667; return 720,000;
    // ROI 715,000 / 5,000 = 14,300 %; break-even 5,000 / 30,000 = 0.17.
    name: 'the defaults',
    inputs: { investment: 5000, lifetimeValue: 3000, customers: 10, liftPercent: 35, months: 24 },
    expected: {
      roi: '+14,300%',
      breakEven: '0.2 months',
      breakEvenNote: 'under 1 month',
      totalReturn: '$720,000',
      additionalRevenue: '$186,667',
      lifetimeCac: '$21',
      totalCustomers: '240',
    },
  },
  {
    // 6 customers; CAC 833.33; extra 6 × 10/110 = 0.545 → $1,636; return 18,000; ROI 260 %; 5,000 / 3,000 = 1.67.
    name: 'every slider at its minimum',
    inputs: { investment: 5000, lifetimeValue: 3000, customers: 1, liftPercent: 10, months: 6 },
    expected: {
      roi: '+260%',
      breakEven: '1.7 months',
      breakEvenNote: 'under 2 months',
      totalReturn: '$18,000',
      additionalRevenue: '$1,636',
      lifetimeCac: '$833',
      totalCustomers: '6',
    },
  },
  {
    // 3,000 customers; CAC 1.67; extra 1,500 → $4,500,000; return 9,000,000; ROI 179,900 %; 5,000 / 150,000 = 0.03.
    name: 'every slider at its maximum',
    inputs: { investment: 5000, lifetimeValue: 3000, customers: 50, liftPercent: 100, months: 60 },
    expected: {
      roi: '+179,900%',
      breakEven: '0.0 months',
      breakEvenNote: 'under 1 month',
      totalReturn: '$9,000,000',
      additionalRevenue: '$4,500,000',
      lifetimeCac: '$2',
      totalCustomers: '3,000',
    },
  },
  {
    // 720 customers; CAC 16.67; extra 720 × 60/160 = 270 → $405,000; return 1,080,000; ROI 8,900 %; 12,000 / 30,000 = 0.4.
    name: 'a mid-range scenario',
    inputs: { investment: 12000, lifetimeValue: 1500, customers: 20, liftPercent: 60, months: 36 },
    expected: {
      roi: '+8,900%',
      breakEven: '0.4 months',
      breakEvenNote: 'under 1 month',
      totalReturn: '$1,080,000',
      additionalRevenue: '$405,000',
      lifetimeCac: '$17',
      totalCustomers: '720',
    },
  },
  {
    // 6 customers; CAC 8,333.33; extra 0.545 → $545; return 6,000; ROI −44,000 / 50,000 = −88 %; 50,000 / 1,000 = 50.
    name: 'a loss',
    inputs: { investment: 50000, lifetimeValue: 1000, customers: 1, liftPercent: 10, months: 6 },
    expected: {
      roi: '-88%',
      breakEven: '50.0 months',
      breakEvenNote: 'under 50 months',
      totalReturn: '$6,000',
      additionalRevenue: '$545',
      lifetimeCac: '$8,333',
      totalCustomers: '6',
    },
  },
  {
    // return 6,000 = investment: ROI exactly 0, no sign; 6,000 / 1,000 = 6.
    name: 'breaking exactly even',
    inputs: { investment: 6000, lifetimeValue: 1000, customers: 1, liftPercent: 10, months: 6 },
    expected: {
      roi: '0%',
      breakEven: '6.0 months',
      breakEvenNote: 'under 6 months',
      totalReturn: '$6,000',
      additionalRevenue: '$545',
      lifetimeCac: '$1,000',
      totalCustomers: '6',
    },
  },
  {
    // ROI −18 / 6,018 = −0.3 % rounds to −0, which must read '0%'; CAC 1,003; 6,018 / 1,000 = 6.018 → 'under 7'.
    name: 'an ROI that rounds to minus zero',
    inputs: { investment: 6018, lifetimeValue: 1000, customers: 1, liftPercent: 10, months: 6 },
    expected: {
      roi: '0%',
      breakEven: '6.0 months',
      breakEvenNote: 'under 7 months',
      totalReturn: '$6,000',
      additionalRevenue: '$545',
      lifetimeCac: '$1,003',
      totalCustomers: '6',
    },
  },
  {
    // 24 customers; CAC 1,041.67; extra 24 × 35/135 = 6.22 → $31,111; return 120,000; ROI 380 %; 25,000 / 10,000 = 2.5.
    name: 'a break-even with a half month',
    inputs: { investment: 25000, lifetimeValue: 5000, customers: 2, liftPercent: 35, months: 12 },
    expected: {
      roi: '+380%',
      breakEven: '2.5 months',
      breakEvenNote: 'under 3 months',
      totalReturn: '$120,000',
      additionalRevenue: '$31,111',
      lifetimeCac: '$1,042',
      totalCustomers: '24',
    },
  },
  {
    // 54 customers; CAC 22.86; extra 54 × 25/125 = 10.8 → 1,079.89; return 5,399.46;
    // ROI 4,164.90 / 1,234.56 = 337.4 %; 1,234.56 / 299.97 = 4.12.
    name: 'cents in both amounts',
    inputs: { investment: 1234.56, lifetimeValue: 99.99, customers: 3, liftPercent: 25, months: 18 },
    expected: {
      roi: '+337%',
      breakEven: '4.1 months',
      breakEvenNote: 'under 5 months',
      totalReturn: '$5,399',
      additionalRevenue: '$1,080',
      lifetimeCac: '$23',
      totalCustomers: '54',
    },
  },
  {
    // Nothing invested: CAC $0, no ROI percentage, nothing to earn back.
    name: 'an empty or zero investment',
    inputs: { investment: parseAmount(''), lifetimeValue: 3000, customers: 10, liftPercent: 35, months: 24 },
    expected: {
      roi: '—',
      breakEven: '—',
      breakEvenNote: 'nothing to recover',
      totalReturn: '$720,000',
      additionalRevenue: '$186,667',
      lifetimeCac: '$0',
      totalCustomers: '240',
    },
  },
  {
    // A negative investment counts as 0 (not a CAC of -$21 or an ROI of -14,500 %). 60 customers;
    // extra 60 × 50/150 = 20 → $40,000; return 120,000.
    name: 'a negative investment',
    inputs: { investment: -5000, lifetimeValue: 2000, customers: 5, liftPercent: 50, months: 12 },
    expected: {
      roi: '—',
      breakEven: '—',
      breakEvenNote: 'nothing to recover',
      totalReturn: '$120,000',
      additionalRevenue: '$40,000',
      lifetimeCac: '$0',
      totalCustomers: '60',
    },
  },
  {
    // No lifetime value: no return, ROI −100 %, and the investment never comes back.
    name: 'a zero lifetime value',
    inputs: { investment: 5000, lifetimeValue: 0, customers: 10, liftPercent: 35, months: 24 },
    expected: {
      roi: '-100%',
      breakEven: '—',
      breakEvenNote: 'not at this lifetime value',
      totalReturn: '$0',
      additionalRevenue: '$0',
      lifetimeCac: '$21',
      totalCustomers: '240',
    },
  },
  {
    // A negative lifetime value counts as 0: '$0', never '-$0' or -$720,000.
    name: 'a negative lifetime value',
    inputs: { investment: 5000, lifetimeValue: -3000, customers: 10, liftPercent: 35, months: 24 },
    expected: {
      roi: '-100%',
      breakEven: '—',
      breakEvenNote: 'not at this lifetime value',
      totalReturn: '$0',
      additionalRevenue: '$0',
      lifetimeCac: '$21',
      totalCustomers: '240',
    },
  },
  {
    // Both amounts empty: nothing invested wins over nothing earned.
    name: 'both amounts empty',
    inputs: {
      investment: parseAmount(''),
      lifetimeValue: parseAmount('  '),
      customers: 10,
      liftPercent: 35,
      months: 24,
    },
    expected: {
      roi: '—',
      breakEven: '—',
      breakEvenNote: 'nothing to recover',
      totalReturn: '$0',
      additionalRevenue: '$0',
      lifetimeCac: '$0',
      totalCustomers: '240',
    },
  },
  {
    // Off-range slider values snap like Radix: customers 0 → 1, lift 12 → 10, months 7 → 6 — the minimum scenario.
    name: 'slider values outside their range or step',
    inputs: { investment: 5000, lifetimeValue: 3000, customers: 0, liftPercent: 12, months: 7 },
    expected: {
      roi: '+260%',
      breakEven: '1.7 months',
      breakEvenNote: 'under 2 months',
      totalReturn: '$18,000',
      additionalRevenue: '$1,636',
      lifetimeCac: '$833',
      totalCustomers: '6',
    },
  },
  {
    // A lifetime value so large the totals overflow: those read '—', never '$∞' or 'NaN'.
    name: 'amounts too large to compute',
    inputs: { investment: 5000, lifetimeValue: 1e308, customers: 10, liftPercent: 35, months: 24 },
    expected: {
      roi: '—',
      breakEven: '0.0 months',
      breakEvenNote: 'under 1 month',
      totalReturn: '—',
      additionalRevenue: '—',
      lifetimeCac: '$21',
      totalCustomers: '240',
    },
  },
  {
    // NaN from a field the browser could not read counts as 0.
    name: 'amounts that are not numbers',
    inputs: {
      investment: Number.NaN,
      lifetimeValue: Number.POSITIVE_INFINITY,
      customers: 10,
      liftPercent: 35,
      months: 24,
    },
    expected: {
      roi: '—',
      breakEven: '—',
      breakEvenNote: 'nothing to recover',
      totalReturn: '$0',
      additionalRevenue: '$0',
      lifetimeCac: '$0',
      totalCustomers: '240',
    },
  },
];

describe('computeRoi + formatRoi', () => {
  it.each(cases)('$name', ({ inputs, expected }) => {
    expect(formatRoi(computeRoi(inputs))).toEqual(expected);
  });

  it('never shows NaN, Infinity or a negative zero', () => {
    const amounts = ['', '0', '-0', '-1', '-5000', '0.4', '1e-320', '1e308', 'abc'];
    for (const investment of amounts) {
      for (const lifetimeValue of amounts) {
        const text = Object.values(
          formatRoi(
            computeRoi({
              investment: parseAmount(investment),
              lifetimeValue: parseAmount(lifetimeValue),
              customers: 10,
              liftPercent: 35,
              months: 24,
            }),
          ),
        ).join(' ');
        expect(text).not.toMatch(/NaN|Infinity|∞|-\$0\b|-0%/);
      }
    }
  });
});

describe('computeRoi intermediate values', () => {
  it('follows the calculator formulas for the defaults', () => {
    const result = computeRoi({ investment: 5000, lifetimeValue: 3000, customers: 10, liftPercent: 35, months: 24 });
    expect(result.videosPerMonth).toBe(10);
    expect(result.totalCustomers).toBe(240);
    expect(result.baselineCustomersPerMonth).toBeCloseTo(7.4074, 4);
    expect(result.extraCustomers).toBeCloseTo(62.2222, 4);
    expect(result.roiPercent).toBeCloseTo(14300, 6);
    expect(result.breakEvenMonths).toBeCloseTo(0.16667, 5);
  });
});

describe('snapToSlider', () => {
  it('rounds to the step and clamps to the range', () => {
    expect(snapToSlider(13, roiSliders.liftPercent)).toBe(15);
    expect(snapToSlider(9, roiSliders.months)).toBe(12);
    expect(snapToSlider(999, roiSliders.customers)).toBe(50);
    expect(snapToSlider(-4, roiSliders.months)).toBe(6);
    expect(snapToSlider(Number.NaN, roiSliders.customers)).toBe(10);
  });
});

describe('amount fields', () => {
  it('read empty as 0 and flag what the calculator does not use as typed', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount(' 8000 ')).toBe(8000);
    expect(isAmountCountedAsZero('')).toBe(true);
    expect(isAmountCountedAsZero('-20')).toBe(true);
    expect(isAmountCountedAsZero('0')).toBe(false);
    expect(isAmountCountedAsZero('4999.5')).toBe(false);
  });
});

// lib/roi/formulas.ts formats by hand (Intl.NumberFormat is slow to set up in the browser); it must read
// exactly as en-US Intl would, from cents to figures past 1e21.
// The calculator's own figures against Intl's currency and decimal styles: the sign before the
// '$', whole units rounded half up first, and no '-0.0'.
describe('number formatting (en-US)', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const values = [
    0,
    -0,
    0.4,
    0.5,
    0.05,
    0.15,
    0.25,
    0.35,
    0.45,
    1.05,
    2.25,
    9.95,
    99.95,
    999,
    1000,
    1234.5,
    12_345,
    186_666.67,
    999_999.96,
    1_000_000,
    -1,
    -0.04,
    -1234.4,
    -186_666.67,
    2 ** 53,
    1e20,
    1e21,
    1.2345678901234567e25,
    2.5e307,
    987_654_321_123,
  ];
  for (const value of values) {
    it(`${value}`, () => {
      // Whole units round half up, as the calculator always has (Math.round), before formatting.
      const rounded = Math.round(value) || 0;
      expect(formatUsd(value)).toBe(usd.format(rounded));
      expect(formatCount(value)).toBe(whole.format(rounded));
      expect(formatOneDecimal(value)).toBe(oneDecimal.format(value).replace(/^-(0\.0)$/, '$1'));
    });
  }
});
