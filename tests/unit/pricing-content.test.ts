// Pricing copy that must not drift: the two plans, the FAQ's formats and the spoken ROI summary.
import { describe, expect, it } from 'vitest';
import { plans, pricingFaq, roiCalculatorCopy } from '@/content/pricing';

describe('pricing content', () => {
  it('has Starter at $499 per video and Professional on demand, marked popular', () => {
    expect(plans.map(({ name, price, period, popular }) => ({ name, price, period, popular }))).toEqual([
      { name: 'Starter', price: '$499', period: 'per video', popular: false },
      { name: 'Professional', price: 'Price on demand', period: undefined, popular: true },
    ]);
  });

  it('answers MP4 delivery and MOV/AVI exports for Professional in the FAQ', () => {
    const answers = pricingFaq.map((item) => item.answer).join(' ');
    expect(answers).toContain('MP4');
    expect(answers).toMatch(/Professional clients can also get MOV and AVI exports/);
  });

  it('speaks the ROI summary, and says "not available" rather than reading a dash', () => {
    expect(
      roiCalculatorCopy.announcement({
        roi: '+14,300%',
        breakEven: '0.2 months',
        breakEvenNote: 'under 1 month',
        months: 24,
      }),
    ).toBe('Estimated return on investment +14,300% over 24 months. Break-even 0.2 months, under 1 month.');
    expect(
      roiCalculatorCopy.announcement({ roi: '—', breakEven: '—', breakEvenNote: 'nothing to recover', months: 24 }),
    ).toBe('Estimated return on investment not available. Break-even: nothing to recover.');
  });
});
