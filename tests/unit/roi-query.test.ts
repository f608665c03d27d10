// The ROI scenario in the URL: read with zod (clamped, garbage ignored) and written back.
import { describe, expect, it } from 'vitest';
import { parseRoiQuery } from '@/lib/roi/query';
import { serializeRoiQuery } from '@/lib/roi/query-string';
import { roiDefaults } from '@/lib/roi/formulas';

describe('parseRoiQuery', () => {
  it('reads every input', () => {
    expect(parseRoiQuery('?investment=8000&customers=12&lift=50&ltv=2500&months=36')).toEqual({
      investment: 8000,
      customers: 12,
      liftPercent: 50,
      lifetimeValue: 2500,
      months: 36,
    });
  });

  it('leaves out what is missing', () => {
    expect(parseRoiQuery('')).toEqual({});
    expect(parseRoiQuery('?investment=8000')).toEqual({ investment: 8000 });
  });

  it('clamps out-of-range slider values and snaps them to the step', () => {
    expect(parseRoiQuery('?customers=99&lift=999&months=-5')).toEqual({ customers: 50, liftPercent: 100, months: 6 });
    expect(parseRoiQuery('?lift=12&months=9&customers=2.6')).toEqual({ liftPercent: 10, months: 12, customers: 3 });
  });

  it('counts a negative amount as 0', () => {
    expect(parseRoiQuery('?investment=-200&ltv=-1')).toEqual({ investment: 0, lifetimeValue: 0 });
  });

  it('ignores garbage', () => {
    expect(
      parseRoiQuery('?investment=abc&customers=&lift=NaN&months=Infinity&ltv=1e400&utm_source=x&customers=7'),
    ).toEqual({});
    expect(parseRoiQuery('?investment=12,000&ltv=0x10&months=<script>')).toEqual({});
  });

  it('accepts decimals and exponents that are finite', () => {
    expect(parseRoiQuery('?investment=1234.56&ltv=1e3')).toEqual({ investment: 1234.56, lifetimeValue: 1000 });
  });
});

describe('serializeRoiQuery', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeRoiQuery({ ...roiDefaults })).toBe('');
  });

  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(serializeRoiQuery({ ...roiDefaults, months: 60, investment: 8000 })).toBe('?investment=8000&months=60');
    expect(serializeRoiQuery({ investment: 0, customers: 12, liftPercent: 100, lifetimeValue: 2500, months: 24 })).toBe(
      '?investment=0&customers=12&lift=100&ltv=2500',
    );
  });

  it('round-trips through parseRoiQuery', () => {
    const inputs = { investment: 1234.56, customers: 1, liftPercent: 95, lifetimeValue: 1e21, months: 54 };
    expect({ ...roiDefaults, ...parseRoiQuery(serializeRoiQuery(inputs)) }).toEqual(inputs);
  });
});
