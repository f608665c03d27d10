// Made-up addresses: a segment no document can have is refused before any read, and a not-found page at an
// address the cache never held is not stored (one per address would grow the disk and Redis without bound).
import { describe, expect, it } from 'vitest';
import { createMissLedger, isNotFoundPage } from '@/lib/cache/unknown-pages';
import { addressSegmentMax, canBeAddress } from '@/lib/content/rules';

describe('canBeAddress', () => {
  it.each(['onboarding-videos-that-cut-churn', 'post-without-slug', 'a', 'x'.repeat(addressSegmentMax), 'vídeo'])(
    'may be an address: %s',
    (segment) => expect(canBeAddress(segment)).toBe(true),
  );

  it.each(['', 'two words', 'tab\there', 'a/b', 'x'.repeat(addressSegmentMax + 1), 'line\nbreak'])(
    'cannot be one: %j',
    (segment) => expect(canBeAddress(segment)).toBe(false),
  );
});

describe('the miss ledger', () => {
  it('remembers a key whose lookup found nothing until its render is stored, once', () => {
    const ledger = createMissLedger();
    ledger.missed('/blog/made-up');
    expect(ledger.take('/blog/made-up')).toBe(true);
    expect(ledger.take('/blog/made-up')).toBe(false);
    expect(ledger.take('/blog/never-looked-up')).toBe(false);
  });

  it('holds at most its bound, forgetting the oldest first', () => {
    const ledger = createMissLedger(3);
    for (const key of ['a', 'b', 'c', 'd']) ledger.missed(key);
    expect(['a', 'b', 'c', 'd'].map((key) => ledger.take(key))).toEqual([false, true, true, true]);
  });
});

describe('isNotFoundPage', () => {
  it('is a page or a route (a share image) answered 404 only', () => {
    expect(isNotFoundPage({ kind: 'APP_PAGE', status: 404, html: '' })).toBe(true);
    expect(isNotFoundPage({ kind: 'APP_ROUTE', status: 404, body: Buffer.from('') })).toBe(true);
    expect(isNotFoundPage({ kind: 'APP_ROUTE', status: 200 })).toBe(false);
    expect(isNotFoundPage({ kind: 'APP_PAGE', status: 200 })).toBe(false);
    expect(isNotFoundPage({ kind: 'FETCH', data: {} })).toBe(false);
    expect(isNotFoundPage(null)).toBe(false);
  });
});
