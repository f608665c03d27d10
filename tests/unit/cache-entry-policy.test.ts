// The policy a regenerated page carries in its cache entry: its own inline scripts by hash, added by the cache
// handler to every page it stores (and only to pages), the same in the memory copy, on disk and in Redis (a
// private redis-server), and written by the build step into the prerendered pages the server regenerates.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entryPolicy, entryPolicyHeader, withEntryPolicy } from '@/lib/cache/entry-policy';
import { pageScriptHashes } from '@/lib/inline-script-hashes';
import { addEntryPolicies } from '../../scripts/build/csp-manifest.ts';
import { buildFolder, eventually, freePorts, startRedis } from '../fixtures/private-redis';

const require = createRequire(import.meta.url);
const { getRouteCacheKey } = require('next/dist/server/lib/route-cache-key.js');
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');

const studyKey = getRouteCacheKey('/case-studies/tallyflow', {
  kind: 'APP_PAGE',
  sourceRoute: '/(site)/case-studies/[slug]/page',
}) as string;
const studioKey = getRouteCacheKey('/studio', { kind: 'APP_PAGE', sourceRoute: '/(studio)/studio/page' });

const html = (title: string) =>
  `<!doctype html><html><head><script src="/_next/static/chunks/a.js" async></script></head>` +
  `<body><h1>${title}</h1><script>self.__next_f.push([1,"${title}"])</script></body></html>`;

const page = (title: string) => ({
  kind: 'APP_PAGE' as const,
  html: html(title),
  rscData: Buffer.from(`rsc of ${title}`),
  headers: { 'x-next-cache-tags': 'case-studies,case-study:tallyflow' } as Record<string, string>,
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

const scriptSources = (policy: string) => policy.replace(/^script-src /, '').split(' ');

describe('withEntryPolicy', () => {
  it("gives a page the script-src of its own inline scripts' hashes, in a copy", () => {
    const written = page('Tallyflow');
    const stored = withEntryPolicy(studyKey, written);
    const policy = stored.headers[entryPolicyHeader]!;
    expect(policy).toBe(entryPolicy('/case-studies/tallyflow', written.html));
    expect(scriptSources(policy)).toEqual(expect.arrayContaining(["'self'", ...pageScriptHashes(written.html)]));
    expect(pageScriptHashes(written.html)).toHaveLength(1);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('sanity-cdn'); // the Studio's host is the Studio's only
    expect(stored.headers['x-next-cache-tags']).toBe(written.headers['x-next-cache-tags']);
    expect(written.headers).not.toHaveProperty(entryPolicyHeader);
    // Other content, other inline scripts, another policy.
    expect(withEntryPolicy(studyKey, page('Changed')).headers[entryPolicyHeader]).not.toBe(policy);
  });

  it("the Studio's page allows the Studio's bridge script too", () => {
    expect(withEntryPolicy(studioKey, page('Studio')).headers[entryPolicyHeader]).toContain(
      'https://core.sanity-cdn.com',
    );
  });

  it('leaves every other kind of entry as it is', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('<svg/>'), status: 200, headers: {} };
    const fetched = { kind: 'FETCH', data: { headers: {}, body: '<script>x</script>', status: 200, url: 'https://x' } };
    for (const value of [route, fetched, null]) expect(withEntryPolicy(studyKey, value)).toBe(value);
  });
});

describe('the cache handler stores a page with its policy, in its memory copy, on disk and in Redis', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cache-entry-policy-'));
  const [port] = freePorts(1) as [number];
  const url = `redis://127.0.0.1:${port}`;
  const admin = createClient({ url });
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let handler: InstanceType<typeof import('@/lib/cache/cache-handler').default>;
  let sharedCacheState: (typeof import('@/lib/cache/cache-handler'))['sharedCacheState'];
  let memoryCache: Map<string, { value: { headers?: Record<string, string> } }>;

  beforeAll(async () => {
    redis = await startRedis(scratch, port);
    await admin.connect();
    // Read when the configuration's module loads, as in a `next start`: loaded again here, with REDIS_URL.
    process.env.REDIS_URL = url;
    delete process.env.NEXT_PHASE;
    vi.resetModules();
    const cacheHandler = await import('@/lib/cache/cache-handler');
    const SharedCacheHandler = cacheHandler.default;
    sharedCacheState = cacheHandler.sharedCacheState;
    handler = new SharedCacheHandler({
      fs: nodeFs,
      serverDistDir: join(buildFolder(scratch, 'build-1'), 'server'),
      flushToDisk: true,
      maxMemoryCacheSize: 10_000_000,
      revalidatedTags: [],
      _requestHeaders: {},
    } as unknown as ConstructorParameters<typeof SharedCacheHandler>[0]);
    memoryCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default.memoryCache;
  });

  afterAll(async () => {
    const { redisConnection } = await import('@/lib/cache/redis');
    redisConnection(url).client.destroy();
    delete process.env.REDIS_URL;
    admin.destroy();
    await redis?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const setContext = { cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false } as never;
  const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;
  /** Until Redis holds what the handler wrote: a set past 250 ms (a busy machine) is written again later. */
  const inRedis = async () => expect(await eventually(async () => sharedCacheState().unsharedEntries === 0)).toBe(true);

  it('the three copies agree, with the hashes of the HTML written', async () => {
    const written = page('Regenerated after a publish');
    await handler.set(studyKey, written as never, setContext);
    await inRedis();
    const expected = entryPolicy('/case-studies/tallyflow', written.html);

    const memory = memoryCache.get(studyKey)!.value.headers;
    const disk = JSON.parse(readFileSync(join(scratch, 'build-1', 'server', `${studyKey}.meta`), 'utf8')).headers;
    const [redisKey] = await admin.keys('launchframe:*:entry:build-1:*');
    const shared = JSON.parse((await admin.get(redisKey!))!).value;
    for (const [copy, headers] of Object.entries({ memory, disk, redis: shared.headers }))
      expect(headers?.[entryPolicyHeader], copy).toBe(expected);
    expect(shared.html).toBe(written.html);

    // What the handler answers Next (the newer of Redis's copy and its own) carries it too.
    const entry = await handler.get(studyKey, pageContext);
    expect((entry?.value as { headers: Record<string, string> }).headers[entryPolicyHeader]).toBe(expected);
  }, 60_000);

  it('a data-cache entry gets no header', async () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: 'https://x' }, revalidate: 60 };
    await handler.set('a-query', fetched as never, { fetchCache: true, tags: ['posts'] } as never);
    await inRedis();
    const [redisKey] = await admin.keys('launchframe:*:entry:build-1:a-query');
    expect(JSON.parse((await admin.get(redisKey!))!).value).toEqual(fetched);
  }, 60_000);
});

describe('the build step writes the policy into the prerendered pages the server regenerates', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'csp-manifest-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('each ISR page’s .meta gets its own; a page fixed at build time and a route handler are left alone', async () => {
    const app = join(distDir, 'server', 'app');
    mkdirSync(join(app, 'case-studies'), { recursive: true });
    const routes = {
      '/': { dataRoute: '/index.rsc', initialRevalidateSeconds: 3600 },
      '/case-studies/tallyflow': { dataRoute: '/case-studies/tallyflow.rsc', initialRevalidateSeconds: 3600 },
      '/about': { dataRoute: '/about.rsc', initialRevalidateSeconds: false },
      '/robots.txt': { dataRoute: null, initialRevalidateSeconds: false },
    };
    writeFileSync(join(distDir, 'prerender-manifest.json'), JSON.stringify({ routes, dynamicRoutes: {} }));
    const meta = { headers: { 'x-next-cache-tags': 'tags' }, segmentPaths: ['/_tree'], routeCache: { key: 'k' } };
    for (const file of ['index', 'case-studies/tallyflow', 'about']) {
      writeFileSync(join(app, `${file}.html`), html(file));
      writeFileSync(join(app, `${file}.meta`), JSON.stringify(meta));
    }

    expect(await addEntryPolicies(distDir)).toEqual(['/', '/case-studies/tallyflow']);
    const read = (file: string) => JSON.parse(readFileSync(join(app, `${file}.meta`), 'utf8'));
    expect(read('index')).toEqual({
      ...meta,
      headers: { ...meta.headers, [entryPolicyHeader]: entryPolicy('/', html('index')) },
    });
    expect(read('case-studies/tallyflow').headers[entryPolicyHeader]).toBe(
      entryPolicy('/case-studies/tallyflow', html('case-studies/tallyflow')),
    );
    expect(read('about')).toEqual(meta);
  });
});
