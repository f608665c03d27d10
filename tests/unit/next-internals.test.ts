// What the code reads of Next's internals, checked against the installed Next, so that an upgrade
// that changes one fails here by name (docs/architecture.md, "Next upgrade checklist").
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, IncomingMessage, type RequestListener, type Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { codePointsOf, ogFontFile } from '@/components/seo/og-card';
import { entryTags } from '@/lib/cache/cache-handler';
import { pathOfCacheKey } from '@/lib/cache/entry-policy';
import { buildFoldersOf } from '@/lib/env';
import { directRequestHeader, markDirectRequests } from '@/lib/server/direct-request';
import { ownOrigin } from '@/lib/server/own-address';

const require = createRequire(import.meta.url);
const next = (path: string) => require(`next/dist/${path}`);
const scratch = mkdtempSync(join(tmpdir(), 'next-internals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('next build', () => {
  it('sets NEXT_PHASE to phase-production-build while it prerenders (lib/content/phase.ts, the cache handler)', () => {
    expect(PHASE_PRODUCTION_BUILD).toBe('phase-production-build');
    const build = readFileSync(require.resolve('next/dist/build/index.js'), 'utf8');
    expect(build).toMatch(/process\.env\.NEXT_PHASE = _constants\d*\.PHASE_PRODUCTION_BUILD;/);
  });

  it('builds an export that has its own folder in .next (lib/env.ts buildFolders, tests/build-e2e.ts)', () => {
    const { getBuildDistDir } = next('export/utils.js');
    const config = { output: 'export', distDir: '.e2e/export' };
    expect(getBuildDistDir(config)).toBe(buildFoldersOf({ NEXT_OUTPUT: 'export', NEXT_DIST_DIR: '.e2e/export' }).build);
    expect(getBuildDistDir({ distDir: '.e2e/server' })).toBe('.e2e/server');
  });

  it('writes BUILD_ID at the top of the build folder, beside server/ (the cache handler, scripts/perf/bench/reuse.ts)', async () => {
    expect(next('shared/lib/constants.js').BUILD_ID_FILE).toBe('BUILD_ID');
    expect(readFileSync(require.resolve('next/dist/build/index.js'), 'utf8')).toMatch(
      /\(0, _writebuildid\.writeBuildId\)\(distDir, buildId\)/,
    );
    const distDir = join(scratch, 'built');
    mkdirSync(distDir);
    await next('build/write-build-id.js').writeBuildId(distDir, 'a-build');
    expect(readFileSync(join(distDir, 'server', '..', 'BUILD_ID'), 'utf8')).toBe('a-build');
  });
});

describe("next/og's font (components/seo/og-card.tsx)", () => {
  it('is at the path the card reads, a TrueType font whose cmap gives the Latin letters and digits', () => {
    expect(ogFontFile).toBe(require.resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf'));
    const data = readFileSync(ogFontFile);
    expect(data.readUInt32BE(0)).toBe(0x00010000);
    const drawn = codePointsOf(data);
    for (const character of 'AZaz09 .,·') expect(drawn.has(character.codePointAt(0)!), character).toBe(true);
  });
});

describe("the proxy's redirects and its not-found rewrite (records 0027, 0038)", () => {
  it('get the request as it came, and a same-site address is made relative to it, its query kept', () => {
    const { getRelativeURL } = next('shared/lib/router/utils/relativize-url.js');
    const old = new URL('http://127.0.0.1:3000/old-path?ref=ad');
    expect(getRelativeURL(new URL('http://127.0.0.1:3000/new-path?ref=ad'), old)).toBe('/new-path?ref=ad');
    expect(getRelativeURL(new URL('https://elsewhere.example/x'), old)).toBe('https://elsewhere.example/x');
    // skipProxyUrlNormalize: the proxy's URL is the router's own record of the request (initURL), loopback host
    // kept, so the router finds a rewrite or redirect to that origin to be its own.
    expect(readFileSync(require.resolve('next/dist/server/next-server.js'), 'utf8')).toMatch(
      /if \(this\.nextConfig\.skipProxyUrlNormalize\) \{\s*url = \(0, _requestmeta\.getRequestMeta\)\(params\.request, 'initURL'\);/,
    );
    const router = readFileSync(require.resolve('next/dist/server/lib/router-utils/resolve-routes.js'), 'utf8');
    expect(router).toMatch(
      /const value = middlewareHeaders\['x-middleware-rewrite'\];\s*const destination = \(0, _relativizeurl\.getRelativeURL\)\(value, initUrl\);/,
    );
    expect(router).toMatch(
      /const rel = \(0, _relativizeurl\.getRelativeURL\)\(value, initUrl\);\s*resHeaders\['location'\] = rel;/,
    );
  });
});

/** A Node http server on loopback answering with `listener`, closed after `send`. */
async function withServer<T>(listener: RequestListener, send: (server: Server, origin: string) => Promise<T>) {
  const server = createServer(listener);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    return await send(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
}

describe("Node's http.server.request.start channel (lib/server/draining.ts, own-address.ts, direct-request.ts)", () => {
  it('carries { request, response, server } of each request, before its request listener runs', async () => {
    const seen: { request: unknown; response: unknown; server: unknown }[] = [];
    const record = (message: unknown) => seen.push(message as (typeof seen)[number]);
    subscribe('http.server.request.start', record);
    try {
      await withServer(
        (request, response) => response.end(String(seen.some((message) => message.request === request))),
        async (server, origin) => {
          expect(await (await fetch(`${origin}/`)).text()).toBe('true');
          const mine = seen.filter((message) => message.server === server);
          expect(mine).toEqual([
            expect.objectContaining({
              request: expect.any(IncomingMessage),
              response: expect.any(ServerResponse),
              server,
            }),
          ]);
          expect(ownOrigin(server.address())).toBe(origin);
        },
      );
    } finally {
      unsubscribe('http.server.request.start', record);
    }
  });

  it("marks a request's headers where a route handler's Request reads them (/api/health)", async () => {
    const { NodeNextRequest } = next('server/base-http/node.js');
    const { NextRequestAdapter, signalFromNodeResponse } = next('server/web/spec-extension/adapters/next-request.js');
    const stop = markDirectRequests();
    try {
      await withServer(
        (request, response) => {
          // As the app-route handler builds its Request from Node's.
          const seenByRoute: Request = NextRequestAdapter.fromNodeNextRequest(
            new NodeNextRequest(request),
            signalFromNodeResponse(response),
          );
          response.end(seenByRoute.headers.get(directRequestHeader) ?? 'none');
        },
        async (_server, origin) => {
          expect(await (await fetch(`${origin}/api/health`)).text()).toBe('1');
          const forged = { [directRequestHeader]: '1', 'x-forwarded-for': '203.0.113.9' };
          expect(await (await fetch(`${origin}/api/health`, { headers: forged })).text()).toBe('0');
        },
      );
    } finally {
      stop();
    }
  });
});

describe("Next's file-system cache (lib/cache/cache-handler.ts, scripts/build/clear-data-cache.ts)", () => {
  const { default: FileSystemCache } = next('server/lib/incremental-cache/file-system-cache.js');
  const { nodeFs } = next('server/lib/node-fs-methods.js');
  const serverDistDir = join(scratch, 'server');

  it('keeps its memory cache in the static FileSystemCache.memoryCache', () => {
    new FileSystemCache({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      maxMemoryCacheSize: 1_000_000,
      revalidatedTags: [],
    });
    expect(typeof FileSystemCache.memoryCache?.get).toBe('function');
    expect(typeof FileSystemCache.memoryCache?.set).toBe('function');
  });

  it('writes the data cache to <build folder>/cache/fetch-cache, beside server/', async () => {
    const cache = new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
    const value = { kind: 'FETCH', data: { headers: {}, body: '', status: 200, url: 'https://x' }, revalidate: 60 };
    await cache.set('an-entry', value, { fetchCache: true, tags: ['a-tag'] });
    expect(existsSync(join(scratch, 'cache', 'fetch-cache', 'an-entry'))).toBe(true);
  });

  it('exports the tags manifest as a Map of tag → { stale, expired }', () => {
    const { tagsManifest } = next('server/lib/incremental-cache/tags-manifest.external.js');
    expect(tagsManifest).toBeInstanceOf(Map);
  });

  it("gives a handler's get() the data cache's kind 'FETCH' with its tags and soft tags", async () => {
    const seen: unknown[] = [];
    class Recorder {
      async get(_key: string, ctx: unknown) {
        seen.push(ctx);
        return null;
      }
      async set() {}
      async revalidateTag() {}
      resetRequestCache() {}
    }
    const { IncrementalCache } = next('server/lib/incremental-cache/index.js');
    const cache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      minimalMode: false,
      serverDistDir,
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      CurCacheHandler: Recorder,
      fetchCacheKeyPrefix: '',
      allowedRevalidateHeaderKeys: [],
      previewProps: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' },
      getPrerenderManifest: () => ({ version: 4, routes: {}, dynamicRoutes: {}, preview: {}, notFoundRoutes: [] }),
    });
    const ctx = { kind: 'FETCH', revalidate: 60, fetchUrl: 'https://x', fetchIdx: 0, tags: ['a'], softTags: ['b'] };
    await cache.get('an-entry', ctx);
    expect(seen).toEqual([expect.objectContaining({ kind: 'FETCH', tags: ['a'], softTags: ['b'] })]);
    expect(entryTags(null, ctx as never)).toEqual(['a', 'b']);
  });
});

describe("a cached page's headers (lib/cache/entry-policy.ts, scripts/build/csp-manifest.ts)", () => {
  const source = (path: string) => readFileSync(require.resolve(`next/dist/${path}`), 'utf8');

  it('are appended to the answer, after the headers the proxy set (both Content-Security-Policy headers go out)', () => {
    // The proxy's response headers become the routing's, set on the answer before the page's handler runs.
    expect(source('server/lib/router-utils/resolve-routes.js')).toMatch(
      /const middlewareHeaders = [\s\S]{0,6000}?if \(value\) \{\s+resHeaders\[key\] = value;/,
    );
    expect(source('server/lib/router-server.js')).toMatch(
      /\/\/ apply any response headers from routing\s+if \(resHeaders !== null\) \{\s+for \(const key of Object\.keys\(resHeaders\)\)\{\s+res\.setHeader\(key, resHeaders\[key\]\);/,
    );
    // The page's handler (HIT, STALE or a fresh render alike) then appends each header of the entry.
    expect(source('build/templates/app-page-runtime.js')).toMatch(
      /if \(cachedData\.headers\) \{\s+const headers = \{\s+\.\.\.cachedData\.headers\s+\};[\s\S]{0,700}?res\.appendHeader\(key, value\);/,
    );
  });

  it("are keyed by the page's path after /$ (/ as /index)", () => {
    const { getRouteCacheKey } = next('server/lib/route-cache-key.js');
    const owner = (sourceRoute: string) => ({ kind: 'APP_PAGE', sourceRoute });
    const study = getRouteCacheKey('/case-studies/tallyflow', owner('/(site)/case-studies/[slug]/page'));
    expect(pathOfCacheKey(study)).toBe('/case-studies/tallyflow');
    expect(pathOfCacheKey(getRouteCacheKey('/studio', owner('/(studio)/studio/page')))).toBe('/studio');
    expect(pathOfCacheKey(getRouteCacheKey('/', owner('/(site)/page')))).toBe('/index');
  });

  it("come from a prerendered page's .meta file beside its .html, as the build wrote them", async () => {
    const { default: FileSystemCache } = next('server/lib/incremental-cache/file-system-cache.js');
    const { nodeFs } = next('server/lib/node-fs-methods.js');
    const { getRouteCacheKey } = next('server/lib/route-cache-key.js');
    const serverDistDir = join(scratch, 'seeded', 'server');
    const owner = { kind: 'APP_PAGE', sourceRoute: '/(site)/career/page' };
    const key = getRouteCacheKey('/career', owner);
    const files = join(serverDistDir, 'app', 'career');
    mkdirSync(join(serverDistDir, 'app'), { recursive: true });
    writeFileSync(`${files}.html`, '<html>career</html>');
    writeFileSync(`${files}.rsc`, 'rsc');
    const headers = { 'x-next-cache-tags': 'careers', 'content-security-policy': "script-src 'self'" };
    writeFileSync(`${files}.meta`, JSON.stringify({ headers, routeCache: { key, owner, isFallback: false } }));
    const cache = new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] });
    const entry = await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<html>career</html>', headers });
  });
});
