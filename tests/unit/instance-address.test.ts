// What an instance knows of its own connections: where it listens (the webhook's warm-up goes there, not to a
// proxy's public origin), and whether a request came from this machine straight to it (a monitor).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isDirect } from '@/lib/server/direct-request';
import { ownOrigin } from '@/lib/server/own-address';

describe('ownOrigin', () => {
  it.each([
    [{ address: '127.0.0.1', family: 'IPv4', port: 3000 }, 'http://127.0.0.1:3000'],
    [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'http://127.0.0.1:3000'],
    [{ address: '::', family: 'IPv6', port: 3001 }, 'http://127.0.0.1:3001'],
    [{ address: '::1', family: 'IPv6', port: 3002 }, 'http://[::1]:3002'],
    [{ address: '10.0.0.5', family: 'IPv4', port: 3003 }, 'http://10.0.0.5:3003'],
  ])('%j → %s', (address, origin) => expect(ownOrigin(address)).toBe(origin));

  it('knows nothing of a pipe', () => expect(ownOrigin('/tmp/next.sock')).toBeUndefined());
});

describe('isDirect', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

  it('is a request from loopback that names no one it forwards for', () => {
    expect(isDirect(request('127.0.0.1'))).toBe(true);
    expect(isDirect(request('::1'))).toBe(true);
    expect(isDirect(request('::ffff:127.0.0.1'))).toBe(true);
  });

  it('is not one through a proxy on this machine, nor one from elsewhere', () => {
    expect(isDirect(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(isDirect(request('127.0.0.1', { 'x-real-ip': '203.0.113.9' }))).toBe(false);
    expect(isDirect(request('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
    expect(isDirect(request('203.0.113.9'))).toBe(false);
    expect(isDirect(request('10.0.0.7'))).toBe(false);
  });
});
