// What one client can cost through the generated nginx configs (scripts/build/server-nginx.ts,
// scripts/build/nginx-site.ts): per-client request limits, body limits, the page cache's key and its
// draft-mode bypass. A real nginx (scripts/serve/nginx.ts) in front of a small Node server standing in for
// `next start`; a second client is a second loopback address (Linux routes all of 127/8 to lo).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteClientLimits, type ClientRate } from '../../scripts/build/nginx-site.ts';
import { buildPreviewModeId, serverClientLimits } from '../../scripts/build/server-nginx.ts';
import { startNginx, type RunningNginx } from '../../scripts/serve/nginx.ts';
import { freePorts } from '../fixtures/sanity-stack.ts';

const previewModeId = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const scratch = mkdtempSync(join(tmpdir(), 'nginx-limits-'));
const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** Stands in for `next start`: pages say s-maxage as Next does; it counts what reaches it, by path. */
const reached = new Map<string, number>();
const reachedBytes = new Map<string, number>();
const instance: Server = createServer((req, res) => {
  const path = new URL(req.url!, 'http://instance').pathname;
  let bytes = 0;
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    reached.set(path, (reached.get(path) ?? 0) + 1);
    reachedBytes.set(path, bytes);
    if (path.startsWith('/api/')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{"ok":true}');
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=3600' }).end('<h1>page</h1>');
    }
  });
});

type Answer = { status: number; headers: IncomingHttpHeaders };
type Send = { client?: string; method?: string; headers?: Record<string, string>; body?: Buffer };

function send(base: string, path: string, { client = '127.0.0.1', method = 'GET', headers = {}, body }: Send = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, base);
    const req = request({ host: url.hostname, port: url.port, path, method, headers, agent, localAddress: client });
    req.once('error', reject);
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.end(body);
  });
}

/** `count` requests at once: how many got each status, and how many at least were over `rate` (at most
 * 1 + burst at once, then its rate for as long as the flood took: a slow machine refuses fewer). */
/** Sends `count` requests at once past `rate`'s burst: the burst and what the rate allows pass, the rest get 429. */
async function expectLimited(count: number, sendOne: () => Promise<Answer>, rate: ClientRate) {
  const { statuses, overRate } = await flood(count, sendOne, rate);
  expect(statuses[200]).toBeGreaterThanOrEqual(rate.burst + 1);
  expect(statuses[429]).toBeGreaterThanOrEqual(overRate);
  return statuses;
}

async function flood(count: number, sendOne: () => Promise<Answer>, rate?: ClientRate) {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, sendOne));
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const overRate = rate ? Math.max(1, count - 1 - rate.burst - Math.ceil(rate.perSecond * seconds)) : 0;
  return { statuses, overRate };
}

let proxy: RunningNginx;
let plainProxy: RunningNginx;
let site: RunningNginx;

beforeAll(async () => {
  await new Promise<void>((listening) => instance.listen(0, '127.0.0.1', listening));
  const upstream = `http://127.0.0.1:${(instance.address() as AddressInfo).port}`;
  const [proxyPort, plainPort, sitePort] = freePorts(3) as [number, number, number];
  const out = join(scratch, 'out');
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(out, '404.html'), '<h1>not found</h1>');
  const errorLog = join(scratch, 'error.log');
  [proxy, plainProxy, site] = await Promise.all([
    startNginx({ port: proxyPort, proxy: upstream, cache: true, clientLimits: true, previewModeId, errorLog }),
    // As the local tools start it: no limits, no draft-mode id.
    startNginx({ port: plainPort, proxy: upstream, cache: true, errorLog }),
    startNginx({ port: sitePort, root: out, siteHeaders: false, clientLimits: true, errorLog }),
  ]);
});

afterAll(async () => {
  agent.destroy();
  await Promise.all([proxy, plainProxy, site].map((nginx) => nginx?.stop()));
  await new Promise((closed) => instance.close(closed));
  rmSync(scratch, { recursive: true, force: true });
});

// Each test is its own client (a loopback address of its own): the limits count per address.
describe('the server build behind nginx: per-client limits', () => {
  it('draft-mode entry: past about one a second a client gets 429; its pages and /api/ still answer', async () => {
    const client = '127.0.0.2';
    const rate = serverClientLimits.draftModeEnable;
    const statuses = await expectLimited(
      rate.burst + 4,
      () => send(proxy.url, '/api/draft-mode/enable', { client }),
      rate,
    );
    expect(reached.get('/api/draft-mode/enable')).toBe(statuses[200]); // a refused one costs the instances nothing
    expect((await send(proxy.url, '/about', { client })).status).toBe(200);
    expect((await send(proxy.url, '/api/health', { client })).status).toBe(200);
  });

  it('/api/: past its rate, 429', async () => {
    const rate = serverClientLimits.api;
    await expectLimited(rate.burst + 10, () => send(proxy.url, '/api/health', { client: '127.0.0.3' }), rate);
  });

  it('pages: a burst passes; a sustained flood gets 429, and a second client is served meanwhile', async () => {
    const client = '127.0.0.4';
    const rate = serverClientLimits.pages;
    const started = performance.now();
    const withinBurst = await flood(rate.burst, () => send(proxy.url, '/flood', { client }));
    expect(withinBurst.statuses).toEqual({ 200: rate.burst });
    const { statuses } = await flood(100, () => send(proxy.url, '/flood', { client }));
    const refilled = Math.ceil((rate.perSecond * (performance.now() - started)) / 1000);
    expect(statuses[429]).toBeGreaterThanOrEqual(Math.max(1, 100 - 1 - refilled));
    expect((await send(proxy.url, '/flood', { client: '127.0.0.5' })).status).toBe(200);
  });

  it('a body over 64 KB to the webhook: 413, and the instances never see it; bodies elsewhere: 413', async () => {
    const client = '127.0.0.6';
    const post = (path: string, bytes: number) =>
      send(proxy.url, path, { client, method: 'POST', body: Buffer.alloc(bytes, 'x') });
    expect((await post('/api/revalidate', 64 * 1024 + 1)).status).toBe(413);
    expect(reached.get('/api/revalidate')).toBeUndefined();
    expect((await post('/api/revalidate', 60 * 1024)).status).toBe(200);
    expect(reachedBytes.get('/api/revalidate')).toBe(60 * 1024);
    expect((await post('/about', 2048)).status).toBe(413);
    expect((await post('/api/draft-mode/enable', 2048)).status).toBe(413);
  });

  it('the local tools start it without limits (every local client is 127.0.0.1)', async () => {
    const { statuses } = await flood(300, () => send(plainProxy.url, '/unlimited', { client: '127.0.0.7' }));
    expect(statuses).toEqual({ 200: 300 });
  });
});

describe("the server build behind nginx: the page cache's key", () => {
  const page = async (base: string, path: string, headers: Record<string, string> = {}) => {
    const { status, headers: answer } = await send(base, path, { client: '127.0.0.8', headers });
    expect(status).toBe(200);
    return answer['x-cache'];
  };

  it("a made-up draft-mode cookie gets the cached page; only the build's id skips the cache", async () => {
    expect(await page(proxy.url, '/draft')).toBe('MISS');
    expect(await page(proxy.url, '/draft', { Cookie: '__prerender_bypass=made-up' })).toBe('HIT');
    // Next compares the id exactly; nginx's map would match a plain string ignoring case.
    expect(await page(proxy.url, '/draft', { Cookie: `__prerender_bypass=${previewModeId.toUpperCase()}` })).toBe(
      'HIT',
    );
    expect(await page(proxy.url, '/draft', { Cookie: 'x__prerender_bypass=1; theme=dark' })).toBe('HIT');
    expect(reached.get('/draft')).toBe(1);
    expect(await page(proxy.url, '/draft', { Cookie: `theme=dark; __prerender_bypass=${previewModeId}` })).toBe(
      'BYPASS',
    );
    expect(reached.get('/draft')).toBe(2);
  });

  it("without the build's id, any non-empty draft-mode cookie skips the cache, and only that cookie", async () => {
    expect(await page(plainProxy.url, '/draft-plain')).toBe('MISS');
    expect(await page(plainProxy.url, '/draft-plain', { Cookie: '__prerender_bypass=' })).toBe('HIT');
    expect(await page(plainProxy.url, '/draft-plain', { Cookie: 'x__prerender_bypass=1' })).toBe('HIT');
    expect(await page(plainProxy.url, '/draft-plain', { Cookie: '__prerender_bypass=anything' })).toBe('BYPASS');
  });

  it('two Host headers share one entry: a made-up Host makes none of its own', async () => {
    expect(await page(proxy.url, '/hosts', { Host: 'launchframe.video' })).toBe('MISS');
    expect(await page(proxy.url, '/hosts', { Host: 'made-up.example' })).toBe('HIT');
    expect(reached.get('/hosts')).toBe(1);
  });
});

describe('the export behind nginx: per-client limits', () => {
  it('a flood of files gets 429, a second client is served meanwhile; a body gets 413', async () => {
    const rate = siteClientLimits.files;
    await expectLimited(rate.burst + 100, () => send(site.url, '/', { client: '127.0.0.9' }), rate);
    expect((await send(site.url, '/', { client: '127.0.0.10' })).status).toBe(200);
    const post = await send(site.url, '/', { client: '127.0.0.10', method: 'POST', body: Buffer.alloc(2048) });
    expect(post.status).toBe(413);
  });
});

// The draft-mode bypass reads Next's internals: if a Next release changes them, this fails by name.
describe("what nginx's config reads of Next", () => {
  const require = createRequire(import.meta.url);

  it("the draft-mode cookie __prerender_bypass carries the build's previewModeId, compared exactly", () => {
    const { DraftModeProvider } = require('next/dist/server/async-storage/draft-mode-provider.js');
    const preview = { previewModeId, previewModeSigningKey: 'k', previewModeEncryptionKey: 'k' };
    const set: { name: string; value: string }[] = [];
    const cookies = (value?: string) => ({
      get: (name: string) => (value !== undefined ? { name, value } : undefined),
    });
    const provider = new DraftModeProvider(preview, {}, cookies(), { set: (cookie: never) => set.push(cookie) });
    provider.enable();
    expect(set).toEqual([expect.objectContaining({ name: '__prerender_bypass', value: previewModeId })]);
    expect(new DraftModeProvider(preview, {}, cookies(previewModeId), {}).isEnabled).toBe(true);
    expect(new DraftModeProvider(preview, {}, cookies(previewModeId.toUpperCase()), {}).isEnabled).toBe(false);
  });

  it("the build writes it into <distDir>/prerender-manifest.json's preview", () => {
    const build = readFileSync(require.resolve('next/dist/build/index.js'), 'utf8');
    expect(build).toMatch(/routes: \{\},\s*dynamicRoutes: \{\},\s*notFoundRoutes: \[\],\s*preview: previewProps/);
    const dist = join(scratch, 'dist');
    expect(buildPreviewModeId(dist)).toBeUndefined();
    writeFileSync(join(scratch, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId } }));
    expect(buildPreviewModeId(scratch)).toBe(previewModeId);
  });
});
