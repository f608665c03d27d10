// Redirects editors keep in Sanity (lib/redirects/): what an old and a new address may be (a new one as a browser
// resolves it), the table (chains to one hop within 10 hops, loops and repeated addresses left out and named, a
// live page winning, the request's query passed on), one instance's table over time (a fake clock, reader and
// publishes: no read per request, a read per publish and at most one a minute without, the last good table
// through a fault), the webhook's signal, the Studio's checks and the redirect a slug change leaves.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticRoutes } from '@/content/routes';
import { livePost } from '@/lib/blog/queries';
import { caseStudiesTag, landingPagesTag, postsTag, redirectsTag } from '@/lib/content/config';
import { loadDataset } from '@/lib/content/dataset';
import { createRevalidateHandler } from '@/lib/content/webhook/handler';
import { signatureHeader } from '@/lib/content/webhook/signature';
import {
  fileExtensions,
  fromProblem,
  redirectLimits,
  resolveDotSegments,
  sitePathOf,
  toProblem,
} from '@/lib/redirects/limits';
import { pageSegmentsAt, pageWarning, sitePagePaths, staticPagePaths } from '@/lib/redirects/pages';
import { localPublishes, markRedirectsStale, redirectTableTags, tagStateKeys } from '@/lib/redirects/publish-signal';
import { livePostFilter, pageAtQuery, redirectsQuery } from '@/lib/redirects/queries';
import {
  buildRedirectTable,
  matchRedirect,
  maxChainHops,
  redirectLocation,
  redirectLoop,
  type Redirect,
} from '@/lib/redirects/rules';
import { parseRedirectRead, parseRedirects } from '@/lib/redirects/schemas';
import { redirectDocumentId, slugRedirectPlan } from '@/lib/redirects/slug-change';
import { createRedirectTable } from '@/lib/redirects/table';
import { slugRedirectActions } from '@/sanity/actions/slug-redirect';
import { checkFrom, checkFromPage, checkTo, redirect as redirectType } from '@/sanity/schema-types/redirect';

const rule = (id: string, from: string, to: string, permanent = true): Redirect => ({ id, from, to, permanent });
const doc = (id: string, from: unknown, to: unknown, permanent?: unknown) => ({ _id: id, from, to, permanent });

describe('what a redirect may be', () => {
  it('from: a page path of the site, not its own addresses, files or the home page', () => {
    for (const from of ['/demo-videos', '/blog/old-post', '/2019/05/launch/', '/old-page.html', '/a.b_c~d'])
      expect(fromProblem(from), from).toBeNull();
    const refused = {
      '': 'Give the old address',
      'demo-videos': 'starting with "/"',
      'https://example.com/a': 'starting with "/"',
      '/': 'home page',
      '/a?b=1': 'no "?" or "#"',
      '/a#b': 'no "?" or "#"',
      '/a//b': '"//"',
      '/two words': 'Letters, digits',
      '/café': 'Letters, digits',
      '/a/../b': 'No "." or ".." parts',
      '/api/revalidate': 'belong to the site itself',
      '/studio': 'belong to the site itself',
      '/preview/blog': 'belong to the site itself',
      '/_next/static/x': 'belong to the site itself',
      '/_redirects': 'belong to the site itself',
      '/404.html': 'not-found pages',
      '/blog/404': 'not-found pages',
      '/blog/feed.xml': 'A .xml file keeps its address',
      '/robots.txt': 'A .txt file keeps its address',
      [`/${'a'.repeat(200)}`]: 'At most 200',
    };
    for (const [from, message] of Object.entries(refused)) expect(fromProblem(from), from).toContain(message);
  });

  it("from: the extensions it refuses are exactly the ones the server's proxy never sees", () => {
    const matcher = /matcher: \['(.*)'\]/.exec(readFileSync('proxy.server.ts', 'utf8'))?.[1] ?? '';
    const extensions = /\(\?:([a-z0-9|]+)\)\$/.exec(matcher)?.[1]?.split('|');
    expect(extensions).toEqual([...fileExtensions]);
  });

  it('to: a path of the site with a query or a hash, or a full http(s) URL, with nothing nginx would read', () => {
    for (const to of ['/pricing', '/pricing?plan=pro&utm_source=old#faq', '/', 'https://example.com/a?b=c%20d'])
      expect(toProblem(to), to).toBeNull();
    const refused = {
      '': 'Give the new address',
      pricing: 'A path on this site',
      'ftp://example.com': 'A path on this site',
      '//example.com/a': 'full https:// URL',
      '/a b': 'No spaces',
      '/a"b': 'No spaces, quotes',
      '/a$b': 'No spaces, quotes',
      'https://': 'Not a valid URL',
      [`/${'a'.repeat(750)}`]: 'At most 750',
    };
    for (const [to, message] of Object.entries(refused)) expect(toProblem(to), to).toContain(message);
  });
});

describe('a new address is checked as a browser resolves it', () => {
  const escapes = ['/.//evil.com', '/%2e//evil.com', '/%2E//evil.com', '/x/..//evil.com', '/..//evil.com'];

  it('"." and ".." segments, "%2e" in either case included, resolve as WHATWG URL resolves them', () => {
    const paths = [
      ...escapes,
      '/',
      '/a',
      '/a/',
      '/a/./b',
      '/a/../b',
      '/a/..',
      '/a/.',
      '/..',
      '/.',
      '/a/%2e%2e/b',
      '/a/.%2E/b',
      '/a/%2e./b',
      '/a/%2E/b',
      '/a/b/../../..//c',
      '/a.b/..c/c..',
      '/a/...',
      '/%2e%2e%2e',
      '/a//b/../c',
      '/a/%2fb/..',
    ];
    for (const path of paths)
      expect(resolveDotSegments(path), path).toBe(new URL(path, 'https://site.example').pathname);
  });

  it('a path that resolves to "//…" (another site, to a browser) is refused, with the reason', () => {
    for (const to of escapes) {
      expect(new URL(to, 'https://site.example').pathname, to).toBe('//evil.com');
      expect(toProblem(to), to).toContain('starts with "//", which a browser reads as another site');
      expect(sitePathOf(to), to).toBeNull();
    }
    expect(toProblem('/x/..//evil.com?a=1#b')).toContain('starts with "//"');
    // The parsed documents refuse it too: the site never sends a visitor there.
    expect(parseRedirects([doc('escape', '/old', '/.//evil.com')]).problems).toEqual([
      expect.stringContaining('redirect escape left out: to: Once its "." and ".." parts are resolved'),
    ]);
  });

  it('a path with dot segments that stays on the site is accepted, and leads where a browser would go', () => {
    for (const to of ['/./pricing', '/blog/../pricing', '/a/%2e%2e/pricing?plan=pro', '/a//b'])
      expect(toProblem(to), to).toBeNull();
    expect(sitePathOf('/blog/../pricing/?x=1')).toBe('/pricing');
    expect(sitePathOf('/%2E/old')).toBe('/old');
    const { table } = buildRedirectTable([rule('a', '/a', '/x/../pricing/?plan=pro#faq')]);
    expect(table.get('/a')?.to).toBe('/pricing?plan=pro#faq');
  });

  it('an old address takes no dot segments at all, encoded or not', () => {
    for (const from of ['/./x', '/x/.', '/x/..', '/%2e/x', '/%2E%2E/x', '/x/%2e'])
      expect(fromProblem(from), from).not.toBeNull();
  });

  it('a target that is its own address once resolved: a loop to the table, refused by the schema and the Studio alike', () => {
    for (const to of ['/./old', '/%2e/old', '/x/../old/']) {
      expect(buildRedirectTable([rule('self', '/old', to)]).problems, to).toEqual([
        'redirect self left out: it loops (/old → /old)',
      ]);
      expect(redirectLoop('/old', to, []), to).toEqual(['/old', '/old']);
      expect(checkTo(to, '/old', []), to).toBe('The new address is the old one.');
      expect(parseRedirects([doc('self', '/old', to)]).problems, to).toEqual([
        'redirect self left out: to: The new address is the old one.',
      ]);
    }
    expect(redirectLoop('/a', '/b', [{ from: '/b', to: '/./a' }])).toEqual(['/a', '/b', '/a']);
    const { problems } = buildRedirectTable([rule('a', '/a', '/b'), rule('b', '/b', '/x/%2e%2e/a')]);
    expect(problems).toEqual([
      'redirect a left out: it loops (/a → /b → /a)',
      'redirect b left out: it loops (/b → /a → /b)',
    ]);
  });
});

describe('the redirect table', () => {
  it('matches the exact path with or without a trailing slash, and passes the query on after the target’s own', () => {
    const { table, problems } = buildRedirectTable([
      rule('r1', '/old/', '/new/'),
      rule('r2', '/promo', '/pricing?plan=pro#faq'),
    ]);
    expect(problems).toEqual([]);
    expect(matchRedirect(table, '/old')?.to).toBe('/new');
    expect(matchRedirect(table, '/old/')?.to).toBe('/new');
    expect(matchRedirect(table, '/old/more')).toBeUndefined();
    expect(matchRedirect(table, '/OLD')).toBeUndefined();
    expect(redirectLocation(matchRedirect(table, '/old')!, '')).toBe('/new');
    expect(redirectLocation(matchRedirect(table, '/old')!, '?utm_source=mail&x=1')).toBe('/new?utm_source=mail&x=1');
    expect(redirectLocation(matchRedirect(table, '/promo')!, '?utm_source=mail')).toBe(
      '/pricing?plan=pro&utm_source=mail#faq',
    );
  });

  it('collapses a chain to one hop, with the first hop’s status and every hop’s query', () => {
    const { table, problems } = buildRedirectTable([
      rule('a', '/a', '/b?from=a', true),
      rule('b', '/b', '/c#top', false),
      rule('c', '/c', 'https://example.com/landing?ref=site'),
      rule('d', '/d', '/a'),
    ]);
    expect(problems).toEqual([]);
    expect(table.get('/a')).toEqual(rule('a', '/a', 'https://example.com/landing?ref=site&from=a#top', true));
    expect(table.get('/b')).toEqual(rule('b', '/b', 'https://example.com/landing?ref=site#top', false));
    expect(table.get('/d')?.to).toBe('https://example.com/landing?ref=site&from=a#top');
    // Another site ends a chain, even at a path this site redirects.
    const external = buildRedirectTable([rule('x', '/x', 'https://example.com/a'), rule('a', '/a', '/b')]);
    expect(external.table.get('/x')?.to).toBe('https://example.com/a');
  });

  it('leaves out a loop and whatever leads into it, naming each; the rest stays', () => {
    const { table, problems } = buildRedirectTable([
      rule('a', '/a', '/b'),
      rule('b', '/b/', '/a'),
      rule('c', '/c', '/b'),
      rule('self', '/self', '/self?again=1'),
      rule('ok', '/ok', '/pricing'),
    ]);
    expect([...table.keys()]).toEqual(['/ok']);
    expect(problems).toEqual([
      'redirect a left out: it loops (/a → /b → /a)',
      'redirect b left out: it loops (/b → /a → /b)',
      'redirect c left out: it loops (/c → /b → /a → /b)',
      'redirect self left out: it loops (/self → /self)',
    ]);
  });

  it('the first document wins an address; a repeat is left out and named', () => {
    const { table, problems } = buildRedirectTable([rule('first', '/a', '/one'), rule('second', '/a/', '/two')]);
    expect(table.get('/a')?.to).toBe('/one');
    expect(problems).toEqual(['redirect second left out: /a is already redirected by first']);
  });

  it('the Studio’s loop check names the chain through the other redirects', () => {
    const others = [
      { from: '/b', to: '/c' },
      { from: '/c/', to: '/a?x=1' },
      { from: '/d', to: '/e' },
      { from: '/e', to: '/d' },
    ];
    expect(redirectLoop('/a', '/b', others)).toEqual(['/a', '/b', '/c', '/a']);
    expect(redirectLoop('/a', '/d', others)).toEqual(['/a', '/d', '/e', '/d']);
    expect(redirectLoop('/a', '/f', others)).toBeNull();
    expect(redirectLoop('/a', 'https://example.com/b', others)).toBeNull();
    expect(redirectLoop('/a/', '/a#top', [])).toEqual(['/a', '/a']);
  });
});

describe('chains: collapsed once, at most 10 hops, the collapsed target within the limit', () => {
  /** /c0 → /c1 → … → /c{hops} (which no redirect has): `hops` redirects. */
  const chain = (hops: number, prefix = '/c') =>
    Array.from({ length: hops }, (_, index) => rule(`${prefix}${index}`, `${prefix}${index}`, `${prefix}${index + 1}`));

  it('a chain of 10 hops collapses; one of 11 leaves its first address out, named', () => {
    expect(maxChainHops).toBe(10);
    const ten = buildRedirectTable(chain(10));
    expect(ten.problems).toEqual([]);
    expect(ten.table.get('/c0')?.to).toBe('/c10');
    const eleven = buildRedirectTable(chain(11));
    expect(eleven.table.has('/c0')).toBe(false);
    expect(eleven.table.get('/c1')?.to).toBe('/c11');
    expect(eleven.problems).toEqual([
      'redirect /c0 left out: its chain takes more than 10 hops (/c0 → /c1 → /c2 → /c3 → /c4 → /c5 → /c6 → /c7 → /c8 → /c9 → /c10)',
    ]);
  });

  it('a chain whose collapsed target is over 750 characters is left out from there back, named', () => {
    const query = (name: string) => `?${name}=${'x'.repeat(300)}`;
    const { table, problems } = buildRedirectTable([
      rule('a', '/a', `/b${query('a')}`),
      rule('b', '/b', `/c${query('b')}`),
      rule('c', '/c', `/d${query('c')}`),
    ]);
    expect(table.get('/c')?.to).toBe(`/d${query('c')}`);
    expect(table.get('/b')?.to.length).toBeLessThanOrEqual(redirectLimits.toMax);
    expect(table.has('/a')).toBe(false);
    expect(problems).toEqual([
      'redirect a left out: its chain ends at a new address of more than 750 characters (/a → /b → /c)',
    ]);
  });

  it('a loop longer than the hop limit is named in short', () => {
    const loop = [...chain(14), rule('back', '/c14', '/c0')];
    const { table, problems } = buildRedirectTable(loop);
    expect(table.size).toBe(0);
    expect(problems[0]).toBe(
      'redirect /c0 left out: it loops (/c0 → /c1 → /c2 → /c3 → /c4 → /c5 → /c6 → /c7 → /c8 → /c9 → /c10 → … → /c0)',
    );
    expect(problems).toHaveLength(15);
  });

  /** The fastest of five builds after one to warm the JIT, as a running server is: a busy machine's pauses (another
   * process, a GC) stretch one build, never all five, while work worse than linear (2.9 s for the 2,000-hop chain
   * before) stays far over the bound in every one. */
  const fastestBuild = (redirects: Redirect[]) => {
    let result = buildRedirectTable(redirects);
    let fastest = Infinity;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      result = buildRedirectTable(redirects);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return { ...result, elapsed: fastest };
  };

  it('2,000 redirects (independent ones, chains, loops) build in well under 50 ms', () => {
    const redirects: Redirect[] = [];
    for (let index = 0; index < 1_700; index += 1) redirects.push(rule(`r${index}`, `/old-${index}`, `/new-${index}`));
    for (let index = 0; index < 30; index += 1) redirects.push(...chain(8, `/chain-${index}-`));
    for (let index = 0; index < 30; index += 1)
      redirects.push(
        rule(`la${index}`, `/loop-${index}-a`, `/loop-${index}-b`),
        rule(`lb${index}`, `/loop-${index}-b`, `/loop-${index}-a`),
      );
    expect(redirects).toHaveLength(2_000);
    const { table, problems, elapsed } = fastestBuild(redirects);
    console.info(`2,000 redirects built in ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(50);
    expect(table.size).toBe(1_700 + 30 * 8);
    expect(table.get('/chain-7-0')?.to).toBe('/chain-7-8');
    expect(problems).toHaveLength(60);
  });

  it('a chain of 2,000 hops does not hang: the last 10 addresses collapse, the rest are named', () => {
    const { table, problems, elapsed } = fastestBuild(chain(2_000));
    console.info(`a 2,000-hop chain built in ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(50);
    expect([...table.keys()]).toEqual(Array.from({ length: 10 }, (_, index) => `/c${1_990 + index}`));
    expect(table.get('/c1990')?.to).toBe('/c2000');
    expect(problems).toHaveLength(1_990);
    expect(problems.every((problem) => problem.includes('more than 10 hops'))).toBe(true);
  });

  it('2,000 redirects into one 2,000-address loop build quickly too', () => {
    const loop = [...chain(1_999), rule('back', '/c1999', '/c0')];
    const { table, problems, elapsed } = fastestBuild(loop);
    expect(elapsed).toBeLessThan(50);
    expect(table.size).toBe(0);
    expect(problems).toHaveLength(2_000);
  });
});

describe('a live page wins over a redirect at its address', () => {
  it('the table leaves such a redirect out, named, and a chain stops at the page', () => {
    const { table, problems } = buildRedirectTable(
      [
        rule('promo', '/promo', '/pricing'),
        rule('pricing', '/pricing/', '/about'),
        rule('post', '/blog/live', '/blog/other'),
        rule('again', '/pricing', '/shorts'),
      ],
      { pages: new Set(['/pricing', '/blog/live']) },
    );
    expect([...table.entries()]).toEqual([['/promo', rule('promo', '/promo', '/pricing')]]);
    expect(problems).toEqual([
      'redirect pricing left out: a page of the site answers at /pricing, and the page wins',
      'redirect post left out: a page of the site answers at /blog/live, and the page wins',
      'redirect again left out: /pricing is already redirected by pricing',
    ]);
  });

  it("the site's pages: its fixed routes, and the posts, case studies and landing pages the query lists", () => {
    const paths = sitePagePaths({ post: ['a-post'], caseStudy: ['tallyflow'], landingPage: ['webinar-offer'] });
    for (const path of [
      '/',
      '/pricing',
      '/blog',
      '/case-studies',
      '/blog/a-post',
      '/case-studies/tallyflow',
      '/webinar-offer',
    ])
      expect(paths.has(path), path).toBe(true);
    expect(paths.has('/blog/tallyflow')).toBe(false);
    expect(staticPagePaths).toEqual(new Set(staticRoutes.map((route) => route.path)));
  });

  it("the query lists the embedded dataset's live pages with its redirects, and counts as one read", async () => {
    const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
    const result = await (await evaluate(parse(redirectsQuery), { dataset })).get();
    const { redirects, problems, pages } = parseRedirectRead(result);
    expect(problems).toEqual([]);
    expect(redirects.map((redirect) => redirect.from)).toContain('/demo-videos');
    expect(pages.post).toContain('feature-launch-video-playbook');
    expect(pages.landingPage).toContain('webinar-offer');
    expect(pages.caseStudy.length).toBeGreaterThan(0);
    // The fake content service counts the table's reads by this query (tests/fixtures/fake-sanity.ts).
    expect(readFileSync('tests/fixtures/fake-sanity.ts', 'utf8')).toContain('query === redirectsQuery');
    expect(() => parseRedirectRead({ pages: {} })).toThrow('did not answer { redirects, pages }');
    expect(() => parseRedirectRead({ redirects: [], pages: { post: 'x' } })).toThrow("the redirects query's pages");
  });

  it("the query's live posts are the blog's own", () => {
    expect(livePostFilter).toBe(livePost);
  });

  it('the Studio warns (not refuses) when a page answers at the old address', async () => {
    expect(pageSegmentsAt('/blog/x/')).toEqual({ post: 'x', caseStudy: null, landingPage: null });
    expect(pageSegmentsAt('/case-studies/y')).toEqual({ post: null, caseStudy: 'y', landingPage: null });
    expect(pageSegmentsAt('/webinar-offer')).toEqual({ post: null, caseStudy: null, landingPage: 'webinar-offer' });
    expect(pageSegmentsAt('/a/b/c')).toEqual({ post: null, caseStudy: null, landingPage: null });
    expect(pageWarning('/pricing/', null)).toBe(
      'A page of the site answers at /pricing: the page wins, so this redirect does nothing while the page is there.',
    );
    expect(pageWarning('/old', null)).toBeNull();
    expect(pageWarning('/blog/x', { _type: 'post', title: 'Hello' })).toBe(
      'The post “Hello” answers at /blog/x: the page wins, so this redirect does nothing while the page is there.',
    );

    const fetch = vi.fn(async () => ({ _type: 'landingPage', title: 'Webinar offer' }));
    const context = { document: { _id: 'drafts.r' }, getClient: () => ({ fetch }) };
    expect(await checkFromPage('/webinar-offer', context as never)).toContain('The landing page “Webinar offer”');
    expect(fetch).toHaveBeenCalledWith(pageAtQuery, { post: null, caseStudy: null, landingPage: 'webinar-offer' });
    fetch.mockClear();
    expect(await checkFromPage('/pricing', context as never)).toContain('A page of the site answers at /pricing');
    expect(await checkFromPage('/api/x', context as never)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    const none = { ...context, getClient: () => ({ fetch: async () => null }) };
    expect(await checkFromPage('/gone', none as never)).toBe(true);
    const offline = { ...context, getClient: () => ({ fetch: async () => Promise.reject(new Error('offline')) }) };
    expect(await checkFromPage('/blog/x', offline as never)).toBe(true);

    // The schema asks for it as a warning, after the errors.
    const field = (redirectType.fields as { name: string; validation: (rule: unknown) => unknown }[]).find(
      (candidate) => candidate.name === 'from',
    )!;
    const calls: string[] = [];
    const rule: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_target, method) => (argument: unknown) => (
          calls.push(`${String(method)}${argument === checkFromPage ? '(page)' : ''}`),
          rule
        ),
      },
    );
    field.validation(rule);
    expect(calls.slice(-2)).toEqual(['custom(page)', 'warning']);
  });

  it('the page query finds a published page of each type in the dataset, and nothing at another address', async () => {
    const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
    const run = async (from: string) =>
      (await evaluate(parse(pageAtQuery), { dataset, params: pageSegmentsAt(from) })).get();
    expect(await run('/webinar-offer')).toMatchObject({ _type: 'landingPage' });
    expect(await run('/blog/feature-launch-video-playbook')).toMatchObject({ _type: 'post' });
    expect(await run('/blog/webinar-offer')).toBeNull();
    expect(await run('/nowhere')).toBeNull();
  });
});

describe('the publish webhook and the shared revalidation times', () => {
  const SECRET = 'a-webhook-secret-for-tests-32-chars';
  const NOW = 1_760_000_000_000;

  async function deliver(event: Record<string, unknown>) {
    const changed = vi.fn();
    const handler = createRevalidateHandler({
      secret: SECRET,
      revalidate: () => {},
      probe: async () => {},
      warm: async (paths) => paths.map((path) => ({ path, status: 200 })),
      afterResponse: () => {},
      claimDelivery: async () => true,
      releaseDelivery: async () => {},
      waitForConsistency: false,
      redirectsChanged: changed,
      now: () => NOW,
      log: () => {},
    });
    const body = JSON.stringify(event);
    const digest = createHmac('sha256', SECRET).update(`${NOW}.${body}`).digest('base64url');
    const response = await handler(
      new NextRequest('http://localhost/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [signatureHeader]: `t=${NOW},v1=${digest}` },
        body,
      }),
    );
    expect(response.status).toBe(200);
    return changed.mock.calls.length;
  }

  it("a redirect's publish, or a post's, case study's or landing page's, tells this instance's table at once", async () => {
    expect(await deliver({ _type: 'redirect', _id: 'r' })).toBe(1);
    expect(await deliver({ _type: 'post', _id: 'p', slug: 'x' })).toBe(1);
    expect(await deliver({ _type: 'caseStudy', _id: 'c', slug: 'x' })).toBe(1);
    expect(await deliver({ _type: 'landingPage', _id: 'l', slug: 'x' })).toBe(1);
    expect(await deliver({ _type: 'pricingPage', _id: 'pricing' })).toBe(0);
    expect(redirectTableTags).toEqual([redirectsTag, postsTag, caseStudiesTag, landingPagesTag]);
  });

  it('the default signal is one counter per process, which the table reads', () => {
    const before = localPublishes();
    markRedirectsStale();
    expect(localPublishes()).toBe(before + 1);
  });

  it("the Redis hashes the table reads are the ones the cache handler records every instance's revalidations in", () => {
    const handler = readFileSync('lib/cache/cache-handler.ts', 'utf8');
    expect(handler).toContain('const NAMESPACE = `${redisNamespace()}:`;');
    expect(handler).toContain('const TAGS_STALE = `${NAMESPACE}tags:stale`;');
    expect(handler).toContain('const TAGS_EXPIRED = `${NAMESPACE}tags:expired`;');
    expect(tagStateKeys('launchframe:p:d:e')).toEqual([
      'launchframe:p:d:e:tags:stale',
      'launchframe:p:d:e:tags:expired',
    ]);
  });
});

describe('redirect documents from the content service', () => {
  it('parses each, leaves out a malformed one naming its field, and reads a missing status as permanent', () => {
    const { redirects, problems } = parseRedirects([
      doc('ok', ' /old ', '/new', false),
      doc('default', '/x', '/y'),
      doc('no-from', undefined, '/new'),
      doc('reserved', '/api/x', '/new'),
      doc('unsafe', '/z', '/a b'),
      doc('itself', '/same/', '/same?x=1'),
      { from: '/a', to: '/b' },
    ]);
    expect(redirects).toEqual([rule('ok', '/old', '/new', false), rule('default', '/x', '/y', true)]);
    expect(problems).toEqual([
      'redirect no-from left out: from: Invalid input: expected string, received undefined',
      'redirect reserved left out: from: Addresses under /api belong to the site itself and cannot be redirected.',
      'redirect unsafe left out: to: No spaces, quotes, backslashes or $ < > ^ ` { | } (percent-encode them: a space is %20).',
      'redirect itself left out: to: The new address is the old one.',
      'redirect (no _id) left out: _id: Invalid input: expected string, received undefined',
    ]);
    expect(() => parseRedirects({ result: [] })).toThrow('did not answer a list');
  });

  it('the embedded dataset’s redirects are valid', () => {
    const dataset = loadDataset(readFileSync('content/dataset.ndjson', 'utf8'));
    const { redirects, problems } = parseRedirects(dataset.filter((entry) => entry._type === 'redirect'));
    expect(problems).toEqual([]);
    expect(buildRedirectTable(redirects).table.get('/demo-videos')).toMatchObject({
      to: '/product-demo-videos',
      permanent: true,
    });
  });
});

describe("one instance's table over time", () => {
  afterEach(() => vi.useRealTimers());

  /** A reader the test answers by hand, a clock it moves, publishes it makes, and what the table logged. */
  function setup(options: { once?: boolean; shared?: boolean } = {}) {
    let clock = 1_000_000;
    let local = 0;
    let shared: string | undefined = 'shared-0';
    const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    const read = vi.fn(() => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject })));
    const sharedPublishes = vi.fn(async () => shared);
    const logged: string[] = [];
    const table = createRedirectTable({
      read,
      localPublishes: () => local,
      sharedPublishes: options.shared ? sharedPublishes : undefined,
      now: () => clock,
      fallbackMs: 60_000,
      retryMs: 5_000,
      checkMs: 2_000,
      waitMs: 1_000,
      log: (message) => logged.push(message),
      once: options.once,
    });
    return {
      table,
      read,
      sharedPublishes,
      logged,
      tick: (ms: number) => (clock += ms),
      publishHere: () => (local += 1),
      publishElsewhere: (state: string | undefined) => (shared = state),
      answer: (result: unknown) => pending.shift()!.resolve(result),
      fail: (error: unknown) => pending.shift()!.reject(error),
    };
  }

  const demo = [doc('demo', '/demo', '/product', true)];

  it('the first request waits for the first read; then no request reads for a minute without a publish', async () => {
    const { table, read, tick, answer } = setup();
    const first = table.lookup('/demo');
    expect(read).toHaveBeenCalledTimes(1);
    answer(demo);
    expect((await first)?.to).toBe('/product');
    for (let request = 0; request < 100; request += 1) await table.lookup(`/made-up-${request}`);
    for (let second = 0; second < 59; second += 1) {
      tick(1_000);
      await table.lookup('/demo');
    }
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a minute on, the table serves as it is while a read runs in the background, then serves the new one', async () => {
    const { table, read, tick, answer } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    tick(60_000);
    // The old table answers at once; a second request does not start a second read.
    expect((await table.lookup('/demo'))?.to).toBe('/product');
    expect((await table.lookup('/new-one')) ?? null).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
    answer([...demo, doc('new', '/new-one', '/pricing', false)]);
    await vi.waitFor(async () => expect((await table.lookup('/new-one'))?.permanent).toBe(false));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("this instance's webhook: the next request starts a read, whatever the table's age", async () => {
    const { table, read, tick, publishHere, answer } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    tick(100);
    publishHere();
    await table.lookup('/demo');
    expect(read).toHaveBeenCalledTimes(2);
    answer([doc('new', '/new-one', '/pricing')]);
    await vi.waitFor(async () => expect((await table.lookup('/new-one'))?.to).toBe('/pricing'));
    // Read once per publish, not again until the next one (or a minute).
    tick(30_000);
    await table.lookup('/demo');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("another instance's publish: the shared state is checked at most every 2 s, and read on a change only", async () => {
    const { table, read, sharedPublishes, tick, publishElsewhere, answer } = setup({ shared: true });
    const first = table.lookup('/demo');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    answer(demo);
    await first;
    // 20 s of requests every 100 ms: ten checks of Redis, no read of the content service.
    for (let step = 0; step < 200; step += 1) {
      tick(100);
      await table.lookup('/made-up');
    }
    expect(sharedPublishes.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(sharedPublishes.mock.calls.length).toBeLessThanOrEqual(11);
    expect(read).toHaveBeenCalledTimes(1);
    publishElsewhere('shared-1');
    tick(2_000);
    await table.lookup('/demo');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    answer([doc('new', '/new-one', '/pricing')]);
    await vi.waitFor(async () => expect((await table.lookup('/new-one'))?.to).toBe('/pricing'));
    for (let step = 0; step < 100; step += 1) {
      tick(100);
      await table.lookup('/made-up');
    }
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('Redis away: no read of the content service for it, and a read once it answers again (to be sure)', async () => {
    const { table, read, tick, publishElsewhere, answer } = setup({ shared: true });
    publishElsewhere(undefined);
    const first = table.lookup('/demo');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    answer(demo);
    await first;
    for (let step = 0; step < 50; step += 1) {
      tick(1_000);
      await table.lookup('/demo');
    }
    expect(read).toHaveBeenCalledTimes(1);
    publishElsewhere('shared-0');
    tick(2_000);
    await table.lookup('/demo');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });

  it('a check that throws is taken as unknown: no request fails for it', async () => {
    const read = vi.fn(async () => demo);
    let clock = 0;
    const table = createRedirectTable({
      read,
      sharedPublishes: async () => Promise.reject(new Error('no Redis')),
      now: () => clock,
      log: () => {},
    });
    expect((await table.lookup('/demo'))?.to).toBe('/product');
    clock += 10_000;
    expect((await table.lookup('/demo'))?.to).toBe('/product');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('an idle instance waits (1 s at most) for the check and the read it starts, so a publish is never missed', async () => {
    const { table, tick, publishElsewhere, answer, read } = setup({ shared: true });
    const first = table.lookup('/demo');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    answer(demo);
    await first;
    tick(30_000);
    publishElsewhere('shared-1');
    const later = table.lookup('/new-one');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    answer([doc('new', '/new-one', '/pricing')]);
    expect((await later)?.to).toBe('/pricing');
  });

  it('a read that answers what the last one did keeps the table as it was (not rebuilt)', async () => {
    const { table, read, tick, publishHere, answer } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    const before = await first;
    publishHere();
    tick(1);
    await table.lookup('/demo');
    answer(structuredClone(demo));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await table.lookup('/demo')).toBe(before);
    publishHere();
    await table.lookup('/demo');
    answer([doc('demo', '/demo', '/pricing')]);
    await vi.waitFor(async () => expect((await table.lookup('/demo'))?.to).toBe('/pricing'));
  });

  it('a fault keeps the last good table, is logged once, and the recovery once; a waiting publish retries in 5 s', async () => {
    const { table, read, logged, tick, publishHere, answer, fail } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    publishHere();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await table.lookup('/demo'))?.to).toBe('/product');
      fail(new Error('reading the redirects: the content API answered 500'));
      await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(attempt + 2));
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Not retried on every request: 5 s on.
      await table.lookup('/demo');
      expect(read).toHaveBeenCalledTimes(attempt + 2);
      tick(5_000);
    }
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(logged).toEqual([
      '[redirects] reading the redirects: the content API answered 500; the last good list (1 redirects) stays',
    ]);
    await table.lookup('/demo');
    answer([]);
    await vi.waitFor(async () => expect(await table.lookup('/demo')).toBeUndefined());
    expect(logged.at(-1)).toBe('[redirects] read again: 0 redirects');
    expect(logged).toHaveLength(2);
  });

  it('a request waits at most 1 s for the first read; until one succeeds there are no redirects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { table, read, logged, tick, answer, fail } = setup();
    const waiting = table.lookup('/demo');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toBeUndefined();
    fail(new Error('reading the redirects: no answer in time'));
    await vi.waitFor(() => expect(logged).toEqual([expect.stringContaining('no redirects until a read succeeds')]));
    // Not retried on every request: 5 s on.
    await table.lookup('/demo');
    expect(read).toHaveBeenCalledTimes(1);
    tick(5_000);
    const retried = table.lookup('/demo');
    answer(demo);
    expect((await retried)?.to).toBe('/product');
  });

  it('names each document left out once, and again only after it was fixed and broke again', async () => {
    const { table, logged, tick, answer } = setup();
    const broken = [...demo, doc('loop-a', '/a', '/b'), doc('loop-b', '/b', '/a'), doc('bad', '/api/x', '/y')];
    const reads = [broken, broken, demo, broken];
    for (const result of reads) {
      const lookup = table.lookup('/demo');
      answer(result);
      await lookup;
      await vi.waitFor(async () => expect((await table.lookup('/demo'))?.to).toBe('/product'));
      tick(60_000);
    }
    const named = logged.filter((line) => line.includes('left out'));
    expect(named).toHaveLength(6);
    expect(named.slice(0, 3)).toEqual([
      '[redirects] redirect bad left out: from: Addresses under /api belong to the site itself and cannot be redirected.',
      '[redirects] redirect loop-a left out: it loops (/a → /b → /a)',
      '[redirects] redirect loop-b left out: it loops (/b → /a → /b)',
    ]);
  });

  it('the embedded dataset is read once, publishes or not', async () => {
    const { table, read, tick, publishHere, answer } = setup({ once: true, shared: true });
    const first = table.lookup('/demo');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    answer(demo);
    await first;
    publishHere();
    tick(3_600_000);
    expect((await table.lookup('/demo'))?.to).toBe('/product');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a page published at a redirect’s address wins over it; unpublished, the redirect answers again', async () => {
    const { table, tick, publishHere, answer } = setup();
    const redirects = [doc('old', '/blog/old', '/blog/new'), doc('fixed', '/pricing', '/about')];
    const first = table.lookup('/blog/old');
    answer({ redirects, pages: { post: ['new'], caseStudy: [], landingPage: [] } });
    expect((await first)?.to).toBe('/blog/new');
    // A fixed route of the site wins from the start.
    expect(await table.lookup('/pricing')).toBeUndefined();
    publishHere();
    tick(1);
    await table.lookup('/blog/old');
    answer({ redirects, pages: { post: ['new', 'old'], caseStudy: [], landingPage: [] } });
    await vi.waitFor(async () => expect(await table.lookup('/blog/old')).toBeUndefined());
    publishHere();
    await table.lookup('/blog/old');
    answer({ redirects, pages: { post: ['new'], caseStudy: [], landingPage: [] } });
    await vi.waitFor(async () => expect((await table.lookup('/blog/old'))?.to).toBe('/blog/new'));
  });

  it('three instances over 10 minutes, two publishes: no instance reads more than once a minute without one', async () => {
    let clock = 0;
    let redis = 'v0';
    let here = [0, 0, 0];
    const reads = [0, 0, 0];
    const tables = [0, 1, 2].map((index) =>
      createRedirectTable({
        read: async () => ((reads[index]! += 1), demo),
        localPublishes: () => here[index]!,
        sharedPublishes: async () => redis,
        now: () => clock,
        log: () => {},
      }),
    );
    const publishAt = new Set([150_000, 400_000]);
    for (clock = 0; clock <= 600_000; clock += 250) {
      if (publishAt.has(clock)) {
        // The webhook reaches one instance; its revalidation reaches Redis.
        here = here.map((count, index) => (index === 0 ? count + 1 : count));
        redis = `v${clock}`;
      }
      for (const table of tables) await table.lookup('/made-up');
    }
    // The first read, one a minute after it (10), and one per publish.
    for (const count of reads) expect(count).toBeLessThanOrEqual(1 + 10 + 2);
    expect(Math.min(...reads)).toBeGreaterThanOrEqual(10);
  });
});

describe('the Studio refuses what the site would leave out', () => {
  const others = [
    { _id: 'b', from: '/b', to: '/c' },
    { _id: 'c', from: '/c', to: '/a' },
  ];

  it('an old address the site cannot redirect, or one another redirect has', () => {
    expect(checkFrom('/api/x', [])).toContain('belong to the site itself');
    expect(checkFrom('/b/', others)).toBe('Another redirect already sends /b/ on (to /c): edit that one instead.');
    expect(checkFrom('/a', others)).toBe(true);
    expect(checkFrom(undefined, others)).toBe(true); // required() speaks for an empty field
  });

  it('a new address the site cannot send to, its own address, or a loop, named', () => {
    expect(checkTo('pricing', '/a', [])).toContain('A path on this site');
    expect(checkTo('/a/?x=1', '/a', [])).toBe('The new address is the old one.');
    expect(checkTo('/b', '/a', others)).toBe('This would loop: /a → /b → /c → /a. Change where one of them leads.');
    expect(
      checkTo('/x', '/a', [...others, { _id: 'x', from: '/x', to: '/y' }, { _id: 'y', from: '/y', to: '/x' }]),
    ).toBe('This leads into a loop of other redirects: /a → /x → /y → /x. Fix those first.');
    expect(checkTo('/pricing', '/a', others)).toBe(true);
  });

  it('its fields ask for the other published redirects (not this one nor its draft) and check against them', async () => {
    const fetch = vi.fn(async () => others);
    const context = { document: { _id: 'drafts.redirect-a', from: '/a' }, getClient: () => ({ fetch }) };
    const customOf = (name: string) => {
      const field = (redirectType.fields as { name: string; validation: (rule: unknown) => unknown }[]).find(
        (candidate) => candidate.name === name,
      )!;
      const customs: ((value: unknown, context: unknown) => unknown)[] = [];
      const rule: Record<string, unknown> = new Proxy(
        {},
        {
          get: (_target, method) => (argument: unknown) => {
            if (method === 'custom') customs.push(argument as (value: unknown, context: unknown) => unknown);
            return rule;
          },
        },
      );
      field.validation(rule);
      return customs[0]!;
    };
    expect(await customOf('to')('/b', context)).toBe(
      'This would loop: /a → /b → /c → /a. Change where one of them leads.',
    );
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('!(_id in $ids)'), {
      ids: ['redirect-a', 'drafts.redirect-a'],
    });
    expect(await customOf('from')('/c', context)).toContain('Another redirect already sends /c on');
    // A malformed value is refused before any query.
    fetch.mockClear();
    expect(await customOf('from')('no-slash', context)).toContain('starting with "/"');
    expect(fetch).not.toHaveBeenCalled();
    // Offline: the site still leaves out what the Studio could not check.
    const offline = { ...context, getClient: () => ({ fetch: async () => Promise.reject(new Error('offline')) }) };
    expect(await customOf('to')('/b', offline)).toBe(true);
  });
});

describe('a slug change leaves a redirect', () => {
  it('from the old address to the new one, permanent, with an id that follows from the old address', () => {
    expect(
      slugRedirectPlan({
        type: 'post',
        id: 'post-1',
        publishedSlug: 'old-post',
        nextSlug: 'new-post',
        wasPublished: true,
      }),
    ).toEqual({
      create: {
        _id: 'redirect-post-old-post',
        _type: 'redirect',
        from: '/blog/old-post',
        to: '/blog/new-post',
        permanent: true,
      },
      deleteFrom: ['/blog/new-post', '/blog/new-post/'],
    });
    expect(
      slugRedirectPlan({
        type: 'caseStudy',
        id: 'cs',
        publishedSlug: 'tallyflow',
        nextSlug: 'tally',
        wasPublished: true,
      })?.create,
    ).toMatchObject({
      _id: 'redirect-case-study-tallyflow',
      from: '/case-studies/tallyflow',
      to: '/case-studies/tally',
    });
    expect(
      slugRedirectPlan({
        type: 'landingPage',
        id: 'landing-webinar-offer',
        publishedSlug: 'webinar-offer',
        nextSlug: 'webinar-clips',
        wasPublished: true,
      }),
    ).toEqual({
      create: {
        _id: 'redirect-landing-page-webinar-offer',
        _type: 'redirect',
        from: '/webinar-offer',
        to: '/webinar-clips',
        permanent: true,
      },
      deleteFrom: ['/webinar-clips', '/webinar-clips/'],
    });
  });

  it('a post without a slug answers at its id; a case study without one has no page', () => {
    expect(
      slugRedirectPlan({ type: 'post', id: 'post-1', publishedSlug: undefined, nextSlug: 'named', wasPublished: true })
        ?.create,
    ).toMatchObject({ from: '/blog/post-1', to: '/blog/named' });
    expect(
      slugRedirectPlan({
        type: 'caseStudy',
        id: 'cs',
        publishedSlug: undefined,
        nextSlug: 'named',
        wasPublished: true,
      }),
    ).toBeNull();
    expect(
      slugRedirectPlan({
        type: 'caseStudy',
        id: 'cs',
        publishedSlug: 'named',
        nextSlug: undefined,
        wasPublished: true,
      }),
    ).toBeNull();
  });

  it('nothing when the address stays or the document was never published', () => {
    expect(
      slugRedirectPlan({ type: 'post', id: 'p', publishedSlug: 'a', nextSlug: 'a', wasPublished: true }),
    ).toBeNull();
    expect(
      slugRedirectPlan({ type: 'post', id: 'p', publishedSlug: undefined, nextSlug: 'a', wasPublished: false }),
    ).toBeNull();
  });

  it('an old address the site cannot redirect: no redirect, but the new address is still freed', () => {
    expect(
      slugRedirectPlan({ type: 'post', id: 'p', publishedSlug: 'café', nextSlug: 'cafe', wasPublished: true }),
    ).toEqual({
      create: null,
      deleteFrom: ['/blog/cafe', '/blog/cafe/'],
      skipped: expect.stringContaining('/blog/café cannot be redirected'),
    });
  });

  it("ids keep to Sanity's alphabet without '.', at most 128 characters, two old slugs never one id", () => {
    expect(redirectDocumentId('post', 'plain-slug_1')).toBe('redirect-post-plain-slug_1');
    const dotted = redirectDocumentId('post', 'v1.2');
    expect(dotted).toMatch(/^redirect-post-v1-2-[0-9a-f]{8}$/);
    expect(dotted).not.toBe(redirectDocumentId('post', 'v1-2'));
    const long = redirectDocumentId('caseStudy', 'x'.repeat(300));
    expect(long.length).toBeLessThanOrEqual(128);
    expect(long).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe("the Studio's publish action for posts and case studies", () => {
  type Description = { label: string; onHandle?: () => void };
  type Action = ((props: unknown) => Description | null) & { action?: string };

  function studio(published: { slug?: { current: string } } | null) {
    const operations: unknown[][] = [];
    const client = {
      getDocument: vi.fn(async () => published),
      fetch: vi.fn(async () => ['redirect-away']),
      transaction: () => {
        const transaction = {
          createOrReplace: (document: unknown) => (operations.push(['createOrReplace', document]), transaction),
          delete: (id: string) => (operations.push(['delete', id]), transaction),
          commit: async () => operations.push(['commit']),
        };
        return transaction;
      },
    };
    const publish: Action = Object.assign(
      vi.fn((): Description => ({ label: 'Publish', onHandle: vi.fn() })),
      {
        action: 'publish',
      },
    );
    const other: Action = Object.assign(() => ({ label: 'Delete' }), { action: 'delete' });
    return {
      client,
      publish,
      other,
      operations,
      context: (schemaType: string) => ({ schemaType, getClient: () => client }),
    };
  }

  it('other types keep their actions', () => {
    const { publish, other, context } = studio(null);
    const previous = [publish, other];
    expect(slugRedirectActions(previous as never, context('jobOpening') as never)).toBe(previous);
  });

  it('publishing a new slug publishes, then writes the redirect and deletes one away from the new address', async () => {
    const { publish, other, context, operations, client } = studio({ slug: { current: 'new-post' } });
    const [wrapped, untouched] = slugRedirectActions(
      [publish, other] as never,
      context('post') as never,
    ) as unknown as Action[];
    expect(untouched).toBe(other);
    expect(wrapped!.action).toBe('publish');
    const description = wrapped!({
      id: 'post-1',
      type: 'post',
      draft: { _id: 'drafts.post-1', slug: { current: 'new-post' } },
      published: { _id: 'post-1', slug: { current: 'old-post' } },
    })!;
    description.onHandle!();
    const original = (publish as unknown as { mock: { results: { value: Description }[] } }).mock.results[0]!.value;
    expect(original.onHandle).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(operations.at(-1)).toEqual(['commit']));
    expect(client.fetch).toHaveBeenCalledWith(expect.any(String), { froms: ['/blog/new-post', '/blog/new-post/'] });
    expect(operations).toEqual([
      [
        'createOrReplace',
        {
          _id: 'redirect-post-old-post',
          _type: 'redirect',
          from: '/blog/old-post',
          to: '/blog/new-post',
          permanent: true,
        },
      ],
      ['delete', 'redirect-away'],
      ['commit'],
    ]);
  });

  it('the same slug: the publish action as it was', () => {
    const { publish, context } = studio(null);
    const [wrapped] = slugRedirectActions([publish] as never, context('caseStudy') as never) as unknown as Action[];
    const description = wrapped!({
      id: 'cs',
      type: 'caseStudy',
      draft: { slug: { current: 'same' } },
      published: { slug: { current: 'same' } },
    });
    const original = (publish as unknown as { mock: { results: { value: Description }[] } }).mock.results[0]!.value;
    expect(description).toBe(original);
  });
});
