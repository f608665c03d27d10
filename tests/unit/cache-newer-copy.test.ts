// Which copy the cache handler serves, its own or Redis's (lib/cache/newer-copy.ts): Redis's only when newer, and
// a tag state from Redis never makes a tag this instance staled fresh again.
import { describe, expect, it } from 'vitest';
import { mergeTagState, newerEntry, sharedIsBehind } from '@/lib/cache/newer-copy';

const page = (html: string, lastModified: number) => ({ lastModified, value: { html } });
const YEAR = 365 * 24 * 3600 * 1000;

describe('the entry an instance serves', () => {
  it("is Redis's only when Redis's was rendered after its own", () => {
    const old = page('old price', 1_000);
    const current = page('new price', 2_000);
    // The incident: this instance rendered the new price, its write missed the time limit, Redis answered the old.
    expect(newerEntry(current, old)).toBe(current);
    expect(newerEntry(old, current)).toBe(current);
    expect(newerEntry(null, old)).toBe(old);
    expect(newerEntry(current, null)).toBe(current);
    expect(newerEntry(null, null)).toBeNull();
    // One write seen twice (Redis's copy is dated as the memory copy): the one in hand.
    const same = page('new price', 2_000);
    expect(newerEntry(current, same)).toBe(current);
  });

  it('is written to Redis when Redis holds none or an older one, and only then', () => {
    expect(sharedIsBehind(page('new', 2_000), null)).toBe(true);
    expect(sharedIsBehind(page('new', 2_000), page('old', 1_000))).toBe(true);
    expect(sharedIsBehind(page('new', 2_000), page('new', 2_000))).toBe(false);
    expect(sharedIsBehind(page('old', 1_000), page('new', 2_000))).toBe(false);
  });
});

describe("a tag's state merged from Redis", () => {
  const now = 10_000_000;

  it('keeps a revalidation this instance made that Redis has not recorded (or lost to an older one)', () => {
    const local = { stale: now - 1_000, expired: now - 1_000 + YEAR };
    const older = { stale: now - 60_000, expired: now - 60_000 + YEAR };
    expect(mergeTagState(local, older, now)).toEqual(local);
    expect(mergeTagState(local, {}, now)).toEqual(local);
  });

  it("takes Redis's when another instance revalidated since", () => {
    const local = { stale: now - 60_000, expired: now - 60_000 + YEAR };
    const newer = { stale: now - 1_000, expired: now - 1_000 + YEAR };
    expect(mergeTagState(local, newer, now)).toEqual(newer);
    expect(mergeTagState({}, newer, now)).toEqual(newer);
  });

  it('keeps an expiry at once (updateTag) made after the revalidation Redis knows of', () => {
    const local = { stale: now - 60_000, expired: now - 500 };
    const shared = { stale: now - 30_000, expired: now - 30_000 + YEAR };
    expect(mergeTagState(local, shared, now)).toEqual({ stale: now - 30_000, expired: now - 500 });
  });

  it("on the same revalidation, takes Redis's", () => {
    const state = { stale: now - 1_000, expired: now - 1_000 + YEAR };
    expect(mergeTagState({ ...state }, state, now)).toEqual(state);
  });
});
