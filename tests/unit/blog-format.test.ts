// Dates and initials as the blog writes them.
import { describe, expect, it } from 'vitest';
import { formatPostDate, initials } from '@/lib/blog/format';

describe('formatPostDate', () => {
  it('writes a long US date in UTC', () => {
    expect(formatPostDate('2025-06-24T09:00:00Z')).toBe('June 24, 2025');
    expect(formatPostDate('2025-03-01T23:30:00-02:00')).toBe('March 2, 2025');
  });
});

describe('initials', () => {
  it.each([
    ['Marta Silva', 'MS'],
    ['João Pedro Almeida', 'JP'],
    ['cher', 'C'],
    ['  ana   maria  ', 'AM'],
    ['Émile Zola', 'ÉZ'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
