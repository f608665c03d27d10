// The nonce the answers for one address share while Next may render it once for all of them
// (lib/server/shared-nonce.ts): the same within the window, a new one after it, one per address.
import { describe, expect, it } from 'vitest';
import { createNonceShare, nonceShareMs } from '@/lib/server/shared-nonce';

const counter = () => {
  let made = 0;
  return () => `nonce-${(made += 1)}`;
};

describe('createNonceShare', () => {
  it('gives the requests for one address within the window one nonce, and a new one after it', () => {
    const nonceFor = createNonceShare(counter());
    expect(nonceFor('/blog/x', 0)).toBe('nonce-1');
    expect(nonceFor('/blog/x', nonceShareMs - 1)).toBe('nonce-1');
    expect(nonceFor('/blog/x', nonceShareMs)).toBe('nonce-2');
  });

  it('gives every address its own', () => {
    const nonceFor = createNonceShare(counter());
    expect(new Set(['/blog/a', '/blog/b', '/case-studies/c'].map((path) => nonceFor(path, 0))).size).toBe(3);
  });

  it('keeps at most a bounded table under a flood of made-up addresses, and still answers', () => {
    const nonceFor = createNonceShare(counter());
    for (let index = 0; index < 20_000; index += 1) nonceFor(`/blog/made-up-${index}`, 0);
    // The table started over on the way: the last address keeps its nonce, an early one gets a new one.
    expect(nonceFor('/blog/made-up-19999', 1)).toBe('nonce-20000');
    expect(nonceFor('/blog/made-up-0', 1)).toBe('nonce-20001');
  });
});
