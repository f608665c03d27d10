// The offer countdown's arithmetic (from 3 days, in d/h/m/s).
import { describe, expect, it } from 'vitest';
import { countdownParts, twoDigits } from '@/components/home/countdown';
import { specialOffer } from '@/content/special-offer';

describe('countdownParts', () => {
  it('starts at exactly 3 days', () => {
    expect(specialOffer.countdownSeconds).toBe(259_200);
    expect(countdownParts(specialOffer.countdownSeconds)).toEqual({ days: 3, hours: 0, minutes: 0, seconds: 0 });
  });

  it('splits one tick later into 2 d 23 h 59 min 59 s', () => {
    expect(countdownParts(259_199)).toEqual({ days: 2, hours: 23, minutes: 59, seconds: 59 });
  });

  it('splits mixed values and stops at zero', () => {
    expect(countdownParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('pads to two digits', () => {
    expect(twoDigits(3)).toBe('03');
    expect(twoDigits(59)).toBe('59');
  });
});
