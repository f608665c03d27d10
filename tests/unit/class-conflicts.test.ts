// The check that keeps conflicting Tailwind classes off the site's elements (tests/class-conflicts.ts).
import { describe, expect, it } from 'vitest';
import { conflictingClasses } from '../class-conflicts.ts';

describe('conflictingClasses', () => {
  it('finds two classes that set the same property', () => {
    expect(conflictingClasses('rounded-(--radius-card) border p-6 sm:p-8 p-0')).toEqual(['p-6']);
    expect(conflictingClasses('text-lg font-semibold mt-4 mt-0 sm:mt-4')).toEqual(['mt-4']);
    expect(conflictingClasses('border border-line border-2 border-accent')).toEqual(['border', 'border-line']);
  });

  it('leaves classes alone that only look alike', () => {
    expect(conflictingClasses('text-display text-ink font-bold')).toEqual([]);
    expect(conflictingClasses('leading-none text-5xl')).toEqual([]);
    expect(conflictingClasses('p-6 sm:p-8 hover:shadow-lg shadow-sm')).toEqual([]);
    expect(conflictingClasses('mt-0.5 shrink-0 size-5 text-accent')).toEqual([]);
  });
});
