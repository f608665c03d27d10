// Pricing copy that must not drift: the spoken ROI summary. The plans and the FAQ are the pricing document's:
// tests/unit/marketing-content.test.ts.
import { describe, expect, it } from 'vitest';
import { roiCalculatorCopy } from '@/content/pricing';

describe('pricing content', () => {
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
