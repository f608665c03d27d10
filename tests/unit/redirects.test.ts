// Redirects editors keep in Sanity (lib/redirects/): what an old and a new address may be, the table (chains to
// one hop, loops and repeated addresses left out and named, the request's query passed on), one instance's
// table over time (a fake clock and reader: no read per request, a read every few seconds while it serves, the
// last good table through a fault), the Studio's checks and the redirect a slug change leaves.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDataset } from '@/lib/content/dataset';
import { fileExtensions, fromProblem, toProblem } from '@/lib/redirects/limits';
import {
  buildRedirectTable,
  matchRedirect,
  redirectLocation,
  redirectLoop,
  type Redirect,
} from '@/lib/redirects/rules';
import { parseRedirects } from '@/lib/redirects/schemas';
import { redirectDocumentId, slugRedirectPlan } from '@/lib/redirects/slug-change';
import { createRedirectTable } from '@/lib/redirects/table';
import { slugRedirectActions } from '@/sanity/actions/slug-redirect';
import { checkFrom, checkTo, redirect as redirectType } from '@/sanity/schema-types/redirect';

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
      'redirect itself left out: to: it leads to its own address',
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

  /** A reader the test answers by hand, a clock it moves, and what the table logged. */
  function setup(options: { once?: boolean } = {}) {
    let clock = 1_000_000;
    const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
    const read = vi.fn(() => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject })));
    const logged: string[] = [];
    const table = createRedirectTable({
      read,
      now: () => clock,
      refreshMs: 5_000,
      waitMs: 1_000,
      log: (message) => logged.push(message),
      ...options,
    });
    return {
      table,
      read,
      logged,
      tick: (ms: number) => (clock += ms),
      answer: (result: unknown) => pending.shift()!.resolve(result),
      fail: (error: unknown) => pending.shift()!.reject(error),
    };
  }

  const demo = [doc('demo', '/demo', '/product', true)];

  it('the first request waits for the first read; then no request reads until the table is 5 s old', async () => {
    const { table, read, tick, answer } = setup();
    const first = table.lookup('/demo');
    expect(read).toHaveBeenCalledTimes(1);
    answer(demo);
    expect((await first)?.to).toBe('/product');
    for (let request = 0; request < 100; request += 1) await table.lookup(`/made-up-${request}`);
    tick(4_999);
    await table.lookup('/demo');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('after 5 s the table serves as it is while a read runs in the background, then serves the new one', async () => {
    const { table, read, tick, answer } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    tick(5_000);
    // The stale table answers at once; a second request does not start a second read.
    expect((await table.lookup('/demo'))?.to).toBe('/product');
    expect((await table.lookup('/new-one')) ?? null).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
    answer([...demo, doc('new', '/new-one', '/pricing', false)]);
    await vi.waitFor(async () => expect((await table.lookup('/new-one'))?.permanent).toBe(false));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('an idle instance (table unchecked for 10 s) waits for the read, so a publish is never missed', async () => {
    const { table, tick, answer } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    tick(60_000);
    const later = table.lookup('/new-one');
    answer([doc('new', '/new-one', '/pricing')]);
    expect((await later)?.to).toBe('/pricing');
  });

  it('a fault keeps the last good table, is logged once, and the recovery once', async () => {
    const { table, read, logged, tick, answer, fail } = setup();
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      tick(5_000);
      expect((await table.lookup('/demo'))?.to).toBe('/product');
      fail(new Error('reading the redirects: the content API answered 500'));
      await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(attempt + 2));
    }
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(logged).toEqual([
      '[redirects] reading the redirects: the content API answered 500; the last good list (1 redirects) stays',
    ]);
    tick(5_000);
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
    // Not retried on every request: once the refresh time has passed.
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
      tick(10_000);
    }
    const named = logged.filter((line) => line.includes('left out'));
    expect(named).toHaveLength(6);
    expect(named.slice(0, 3)).toEqual([
      '[redirects] redirect bad left out: from: Addresses under /api belong to the site itself and cannot be redirected.',
      '[redirects] redirect loop-a left out: it loops (/a → /b → /a)',
      '[redirects] redirect loop-b left out: it loops (/b → /a → /b)',
    ]);
  });

  it('the embedded dataset is read once', async () => {
    const { table, read, tick, answer } = setup({ once: true });
    const first = table.lookup('/demo');
    answer(demo);
    await first;
    tick(3_600_000);
    expect((await table.lookup('/demo'))?.to).toBe('/product');
    expect(read).toHaveBeenCalledTimes(1);
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
