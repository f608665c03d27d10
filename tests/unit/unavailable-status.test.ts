// A page that cannot load its content and has nothing to fall back on answers 503: the server's
// request hook turns a 500 for a path the page marked into 503 with Retry-After and no-store, and
// leaves every other answer alone (lib/content/unavailable-status.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rewriteMarkedStatus,
  isMarkedUnavailable,
  markContentUnavailable,
  retryAfterSeconds,
} from '@/lib/content/unavailable-status';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    rewriteMarkedStatus(request, response);
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.searchParams.has('mark')) markContentUnavailable(url.pathname);
    response.statusCode = Number(url.searchParams.get('status') ?? 200);
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.end('<h1>page</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('503 for a page whose content is unavailable', () => {
  it('turns the marked page’s 500 into 503 with Retry-After and no-store, body untouched', async () => {
    const response = await fetch(`${origin}/blog/fresh-post?mark&status=500`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<h1>page</h1>');
  });

  it('leaves a 500 of a page that marked nothing alone (a bug stays a 500)', async () => {
    expect((await fetch(`${origin}/blog/other?status=500`)).status).toBe(500);
  });

  it('leaves a marked page’s other answers alone', async () => {
    markContentUnavailable('/blog/was-down');
    expect((await fetch(`${origin}/blog/was-down?status=200`)).status).toBe(200);
    expect((await fetch(`${origin}/blog/was-down?status=404`)).status).toBe(404);
  });

  it('matches a path however it is written: escaped, with a query or a trailing slash', () => {
    markContentUnavailable('/blog/caf%C3%A9');
    expect(isMarkedUnavailable('/blog/café/?_rsc=1')).toBe(true);
    expect(isMarkedUnavailable('/blog/cafe')).toBe(false);
  });

  it('forgets a mark after 30 seconds', () => {
    markContentUnavailable('/blog/old', 1_000);
    expect(isMarkedUnavailable('/blog/old', 30_999)).toBe(true);
    expect(isMarkedUnavailable('/blog/old', 31_000)).toBe(false);
  });
});
