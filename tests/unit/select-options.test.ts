import { describe, expect, it } from 'vitest';
import * as generators from '@/content/generators';
import { defineOptions } from '@/lib/select-options';
import type { SelectOption } from '@/lib/select-options';

describe('option lists', () => {
  it('reject an empty value at compile time and at module load (developer error)', () => {
    // @ts-expect-error — '' is not a valid option value
    expect(() => defineOptions('broken', [{ value: '', label: 'Nothing' }])).toThrow(
      /Developer error.*"broken".*empty value/,
    );
    // A widened `string` could be empty, so the type refuses it too; the runtime check still runs.
    const widened = '   ' as string;
    // @ts-expect-error — a plain string may be empty
    expect(() => defineOptions('blank', [{ value: widened, label: 'Blank' }])).toThrow(/empty value/);
    expect(() =>
      defineOptions('twice', [
        { value: 'a', label: 'A' },
        { value: 'a', label: 'B' },
      ]),
    ).toThrow(/twice/);
  });

  it('every list in content/generators has non-empty, unique values and the labels the forms show', () => {
    const lists = Object.values(generators as Record<string, unknown>).filter(
      (value): value is readonly SelectOption[] =>
        Array.isArray(value) &&
        value.every((item: unknown) => typeof item === 'object' && item !== null && 'value' in item),
    );
    expect(lists).toHaveLength(6);
    for (const list of lists) {
      expect(list.every((option) => option.value.trim() !== '')).toBe(true);
      expect(Object.isFrozen(list)).toBe(true);
    }
    expect(generators.videoTypeOptions.map((option) => option.value)).toEqual([
      'tutorial',
      'educational',
      'review',
      'entertainment',
      'vlog',
      'interview',
      'listicle',
    ]);
    expect(generators.videoTypeOptions[0]!.label).toBe('Tutorial/How-to');
    expect(generators.videoTypeOptions[6]!.label).toBe('Top 10/Listicle');
    expect(generators.videoDurationOptions.map((option) => option.label)).toEqual([
      '3-5 minutes',
      '5-8 minutes',
      '8-12 minutes',
      '12-15 minutes',
      '15+ minutes',
    ]);
    expect(generators.scriptDurationOptions.map((option) => option.label)).toEqual([
      '5-10 minutes',
      '10-15 minutes',
      '15-30 minutes',
      '30-45 minutes',
      '45-60 minutes',
      '60+ minutes',
    ]);
    expect(generators.scriptTypeOptions.map((option) => option.value)).toEqual([
      'presentation',
      'sales',
      'webinar',
      'educational',
    ]);
    expect(generators.videoToneOptions.map((option) => option.value)).toEqual([
      'professional',
      'casual',
      'energetic',
      'educational',
      'conversational',
    ]);
    expect(generators.scriptToneOptions.map((option) => option.value)).toEqual([
      'professional',
      'casual',
      'authoritative',
      'conversational',
      'inspiring',
    ]);
  });
});
