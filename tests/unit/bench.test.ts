// The bench's budget checker and table writer (scripts/perf/bench/): a broken budget is reported
// with its server, route and figure; the report carries every route and the verdict.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, verdictLines } from '../../scripts/perf/bench/budgets.ts';
import { javascriptByRoute } from '../../scripts/perf/bench/javascript.ts';
import { medians, summarise, type LighthouseReport } from '../../scripts/perf/bench/lighthouse.ts';
import { ensurePreloadList } from '../../scripts/perf/bench/observatory.ts';
import { endMarker, renderReport, replaceReport, startMarker } from '../../scripts/perf/bench/report.ts';
import { lighthouseRoutes, loadPost, loadRoutes, sitemapPaths } from '../../scripts/perf/bench/routes.ts';
import { reuseProblems, treeState } from '../../scripts/perf/bench/reuse.ts';
import { serverPool, startNext } from '../../scripts/perf/bench/servers.ts';
import { startNginx } from '../../scripts/serve/nginx.ts';
import { assertPortFree } from '../../scripts/serve/port.ts';
import { parseOptions } from '../../scripts/perf/options.ts';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));

const lighthouse = (overrides: Record<string, number> = {}) => ({
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  lcp: 1500,
  tbt: 150,
  fcp: 900,
  ...overrides,
});

function results() {
  return {
    date: '2026-11-24',
    commit: 'abc1234',
    file: 'bench/results/2026-11-24-abc1234.json',
    machine: { cores: 2, memoryGiB: 24, chromium: 'Chromium 156', node: '24.21.0', lighthouse: '12.6.1' },
    runs: 5,
    builds: [
      { name: 'export', seconds: 78 },
      { name: 'server', seconds: 81 },
    ],
    servers: {
      export: {
        bare: lighthouse({ performance: 96, lcp: 1400, tbt: 120 }),
        routes: { '/': lighthouse(), '/pricing': lighthouse() },
      },
      server: { bare: lighthouse({ performance: 94 }), routes: { '/': lighthouse(), '/pricing': lighthouse() } },
    },
    javascript: {
      export: {
        bare: { gzip: 170_000 },
        routes: { '/': { gzip: 190_000, islands: true }, '/about': { gzip: 180_000, islands: false } },
      },
    },
    load: [
      {
        name: 'nginx (export) /',
        target: 'nginx (export)',
        route: '/',
        requestsPerSecond: 9000,
        p50: 9,
        p99: 30,
        errors: 0,
        versusNginx: 1,
      },
    ],
    loadSettings: { connections: 100, seconds: 30 },
    scans: {},
  };
}

describe('budgets', () => {
  it('passes when every hard budget holds, and lists targets with their distance', () => {
    const verdict = checkBudgets(results(), budgets);
    expect(verdict.failures).toEqual([]);
    expect(verdict.ok).toBe(true);
    const lcp = verdict.targets.find((target) => target.where === 'export /' && target.figure === 'LCP');
    expect(lcp).toMatchObject({ value: 1500, met: true });
  });

  it('names the route and figure of each broken budget', () => {
    const broken = results();
    broken.servers.export.routes['/pricing'] = lighthouse({ performance: 80, accessibility: 96, cls: 0.02 });
    broken.javascript.export.routes['/about'] = { gzip: 190_000, islands: false }; // 1.12× with no islands
    broken.builds[1] = { name: 'server', seconds: 131 };
    broken.load[0]!.errors = 3;
    const verdict = checkBudgets(broken, budgets);
    expect(verdict.ok).toBe(false);
    const found = verdict.failures.map((failure) => `${failure.where} | ${failure.figure} | ${failure.value}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'export /pricing | accessibility | 96',
        'export /pricing | CLS | 0.02',
        'export /pricing | Performance | 80',
        'export /about | startup JavaScript | 1.12× bare',
        'server | build seconds | 131',
        'nginx (export) / | load errors | 3',
      ]),
    );
    expect(verdict.failures.find((failure) => failure.figure === 'Performance')?.limit).toBe('≥ 84 (bare 96 − 12)');
    expect(verdictLines(verdict).join('\n')).toContain('BROKEN export /pricing: Performance 80');
  });

  it('holds the heaviest page to its own ratio, whatever its islands', () => {
    const heavy = results();
    heavy.javascript.export.routes['/'] = { gzip: 221_000, islands: true }; // 1.30×
    const verdict = checkBudgets(heavy, budgets);
    expect(verdict.failures).toEqual([
      { where: 'export /', figure: 'startup JavaScript', value: '1.3× bare', limit: '≤ 1.2× (heaviest page)' },
    ]);
  });

  it('holds the instances behind nginx’s page cache to 0.8× the export’s requests per second (a target)', () => {
    const run = (requestsPerSecond: number) => ({
      name: 'nginx, page cache → 2 × next start /',
      target: 'nginx, page cache → 2 × next start',
      route: '/',
      requestsPerSecond,
      p50: 10,
      p99: 40,
      errors: 0,
      versusNginx: requestsPerSecond / 9000,
      cachedInstances: true,
    });
    const fast = results();
    fast.load.push(run(8100));
    const met = checkBudgets(fast, budgets).targets.find((target) => target.figure === 'requests/s');
    expect(met).toMatchObject({ where: 'nginx, page cache → 2 × next start /', met: true, value: 8100 });
    const slow = results();
    slow.load.push(run(6300));
    const verdict = checkBudgets(slow, budgets);
    expect(verdict.ok).toBe(true);
    expect(verdict.targets.find((target) => target.figure === 'requests/s')).toMatchObject({
      met: false,
      gap: '0.7× the export, 0.1× short',
    });
  });

  it('a missed target is reported, never a failure', () => {
    const slow = results();
    slow.servers.export.bare = lighthouse({ performance: 95, lcp: 1400, tbt: 120 });
    slow.servers.server.routes['/'] = lighthouse({ performance: 90, tbt: 400 });
    const verdict = checkBudgets(slow, budgets);
    expect(verdict.ok).toBe(true);
    expect(verdict.targets.filter((target) => !target.met).map((target) => `${target.where} ${target.figure}`)).toEqual(
      ['server / Performance', 'server / TBT'],
    );
    // Each missed target says how far off it is.
    const lines = verdictLines(verdict).join('\n');
    const performance = lines.match(/missed server \/: Performance 90 \(target ≥ (\d+) \(bare\); (\d+) points short\)/);
    expect(performance).not.toBeNull();
    expect(Number(performance![1]) - 90).toBe(Number(performance![2]));
    expect(lines).toMatch(/missed server \/: TBT 400 \(target ≤ 1\.5× bare \(\d+\); [\d.]+× bare, [\d.]+× over\)/);
    expect(renderReport(slow, verdict)).toContain(
      `- server /: Performance 90 (target ≥ ${performance![1]} (bare); ${performance![2]} points short)`,
    );
  });
});

describe('report', () => {
  it('writes every route of both servers beside the bare page, with the machine and the verdict', () => {
    const report = renderReport(results(), checkBudgets(results(), budgets));
    expect(report).toContain('2 cores, 24 GiB, Chromium 156, Node 24.21.0, Lighthouse 12.6.1');
    expect(report).toContain('| bare Next.js page | 96 | 1400 | 120 | 94 | 1500 | 150 | 166.0 (1.00×) | – |');
    expect(report).toContain('| `/` | 95 | 1500 | 150 | 95 | 1500 | 150 | 185.5 (1.12×) | – |');
    expect(report).toContain('Accessibility, Best Practices and SEO 100 and CLS 0 on every route');
    expect(report).toContain('| nginx (export) | `/` | 9000 | 9 | 30 | 0 | 1.00× |');
    expect(report).toContain('every hard budget met');
  });

  it('explains each route’s largest paint: the element, its phases, the observed paint, the scripts before it', () => {
    // A report as Lighthouse 12 writes it: its metrics, the LCP element and its phases, the requests.
    const lhr = (observed: number, renderDelay: number, scriptEnds: number[]): LighthouseReport => ({
      requestedUrl: 'https://127.0.0.1:8443/',
      categories: { performance: { score: 0.87 } },
      audits: {
        'largest-contentful-paint': { numericValue: 450 + renderDelay },
        'first-contentful-paint': { numericValue: 900 },
        metrics: { details: { items: [{ observedLargestContentfulPaint: observed }] } },
        'largest-contentful-paint-element': {
          details: {
            items: [
              {
                items: [
                  { node: { selector: 'h1#hero-title', nodeLabel: 'Videos that…', snippet: '<h1 id="hero-title">' } },
                ],
              },
              {
                items: [
                  { phase: 'TTFB', timing: 450 },
                  { phase: 'Load Delay', timing: 0 },
                  { phase: 'Load Time', timing: 0 },
                  { phase: 'Render Delay', timing: renderDelay },
                ],
              },
            ],
          },
        },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', networkEndTime: 20 },
              { resourceType: 'Stylesheet', networkEndTime: 40 },
              ...scriptEnds.map((end) => ({ resourceType: 'Script', networkEndTime: end })),
            ],
          },
        },
      },
    });
    const runs = [lhr(218, 1950, [90, 120, 300]), lhr(250, 1900, [80, 110, 150]), lhr(230, 2000, [400])].map(summarise);
    // The scripts that finished before the paint, run by run: 2, 3, 0; their median is 2.
    expect(runs.map((run) => run.breakdown?.scriptsBeforePaint)).toEqual([2, 3, 0]);
    const summary = medians(runs);
    const median = summary.lcpBreakdown;
    expect(median).toEqual({
      element: 'h1#hero-title',
      type: 'text',
      observedLcp: 230,
      ttfb: 450,
      loadDelay: 0,
      loadTime: 0,
      renderDelay: 1950,
      scriptsBeforePaint: 2,
    });
    // Each run keeps its own breakdown in the results file.
    expect(summary.runs.map((run) => run.lcpBreakdown?.renderDelay)).toEqual([1950, 1900, 2000]);

    const withBreakdown = results();
    withBreakdown.servers.export.routes['/'] = { ...lighthouse({ lcp: 2400 }), lcpBreakdown: median } as never;
    const report = renderReport(withBreakdown);
    expect(report).toContain('**The largest paint**');
    expect(report).toContain('| `/` | export | 900 | 2400 | `h1#hero-title` (text) | 450 | 0 | 0 | 1950 | 230 | 2 |');
    // A run with no breakdown (an older results file) writes no such table.
    expect(renderReport(results())).not.toContain('**The largest paint**');
  });

  it('replaces only the part between the markers of docs/performance.md', () => {
    const doc = `# Performance\n\nMethod.\n\n${startMarker}\n\nold table\n\n${endMarker}\n\nAfter.\n`;
    const updated = replaceReport(doc, 'new table');
    expect(updated).toBe(`# Performance\n\nMethod.\n\n${startMarker}\n\nnew table\n\n${endMarker}\n\nAfter.\n`);
    expect(() => replaceReport('# no markers', 'x')).toThrow(/markers/);
  });
});

describe('exemptions', () => {
  it('a route exempt from a category by design is not held to it, and only for that category', () => {
    const notFound = results();
    notFound.servers.export.routes['/no-such-page' as '/'] = lighthouse({
      seo: 66,
      'best-practices': 96,
      accessibility: 98,
    });
    const found = checkBudgets(notFound, budgets).failures.map((failure) => `${failure.where} ${failure.figure}`);
    expect(found).toEqual(['export /no-such-page accessibility']);
  });
});

describe('options (the parser every tool in scripts/perf/ shares)', () => {
  const defaults = { reuse: false, runs: 5, routes: '' };

  it('a boolean default makes a flag; other defaults are strings', () => {
    expect(parseOptions(defaults, 'usage', [])).toEqual({ reuse: false, runs: '5', routes: '', positionals: [] });
    expect(parseOptions(defaults, 'usage', ['--reuse', '--runs', '3', '--routes', '/,/pricing', 'extra'])).toEqual({
      reuse: true,
      runs: '3',
      routes: '/,/pricing',
      positionals: ['extra'],
    });
  });
});

describe('routes', () => {
  const sitemap = [
    '/',
    '/pricing',
    '/blog',
    '/blog/page/2',
    '/blog/category/demos',
    '/blog/first-post',
    '/blog/second-post',
    '/about',
  ]
    .map((path) => `<url><loc>https://example.com${path === '/' ? '' : path}</loc></url>`)
    .join('');
  const paths = sitemapPaths(`<urlset>${sitemap}</urlset>`);

  it('Lighthouse takes every page but the posts (not the archive pages), one post and the not-found page', () => {
    expect(lighthouseRoutes(paths)).toEqual([
      '/',
      '/pricing',
      '/blog',
      '/blog/page/2',
      '/blog/category/demos',
      '/about',
      '/blog/first-post',
      '/no-such-page',
    ]);
  });

  it('the load step takes its post from the sitemap, whatever --routes says', () => {
    expect(lighthouseRoutes(paths, '/,/pricing')).toEqual(['/', '/pricing']);
    expect(loadPost(paths)).toBe('/blog/first-post');
    expect(loadRoutes(loadPost(paths))).toEqual(['/', '/pricing', '/blog', '/blog/first-post']);
  });

  it('without a post in the sitemap, the load step has no post route', () => {
    const noPosts = paths.filter((path) => !path.startsWith('/blog/'));
    expect(loadPost(noPosts)).toBeUndefined();
    expect(loadRoutes(loadPost(noPosts))).toEqual(['/', '/pricing', '/blog']);
  });
});

describe('servers', () => {
  const fakeServer = (name: string, stopped: string[], fails = false) => ({
    name,
    stop: async () => {
      stopped.push(name);
      if (fails) throw new Error(`${name} would not stop`);
    },
  });

  it('the pool stops every server, newest first, even when one fails to stop', async () => {
    const stopped: string[] = [];
    const pool = serverPool({ log: () => {} });
    await pool.add(Promise.resolve(fakeServer('next start', stopped)));
    await pool.add(Promise.resolve(fakeServer('nginx', stopped, true)));
    const load = await pool.add(Promise.resolve(fakeServer('nginx (load)', stopped)));
    await pool.stop(load);
    await pool.stopAll();
    expect(stopped).toEqual(['nginx (load)', 'nginx', 'next start']);
    expect(pool.size).toBe(0);
  });

  it('a server that finishes starting after stopAll (Ctrl+C) is stopped at once', async () => {
    const stopped: string[] = [];
    const pool = serverPool({ log: () => {} });
    await pool.stopAll();
    await expect(pool.add(Promise.resolve(fakeServer('late nginx', stopped)))).rejects.toThrow(/stopping/);
    expect(stopped).toEqual(['late nginx']);
  });

  async function listening(): Promise<{ server: NetServer; port: number }> {
    const server = createServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { server, port: address.port };
  }

  it('next start and nginx refuse a port something already answers on, before starting anything', async () => {
    const { server, port } = await listening();
    try {
      await expect(assertPortFree('127.0.0.1', port, 'test')).rejects.toThrow(`127.0.0.1:${port} is already taken`);
      await expect(startNext('.', port, {})).rejects.toThrow(/next start: .* is already taken/);
      await expect(startNginx({ port })).rejects.toThrow(/nginx: .* is already taken/);
    } finally {
      await new Promise((done) => server.close(done));
    }
    await expect(assertPortFree('127.0.0.1', port, 'test')).resolves.toBeUndefined();
  });
});

describe('--reuse', () => {
  const bareDir = '.bench/bare';
  const builds = {
    'out/index.html': '<html>"endpoint":null</html>',
    'out/_headers': '/*',
    '.next/BUILD_ID': 'id',
    '.next/csp-manifest.json': '{}',
    '.next/server/app/index.html': '<html></html>',
    '.bench/bare/out/index.html': '<html></html>',
    '.bench/bare/.next/BUILD_ID': 'id',
    '.bench/builds.json': JSON.stringify({ commit: 'abc1234', changes: null }),
  };
  const tree = { commit: 'abc1234', changes: null };

  function withBuilds(files: Record<string, string>, check: (root: string) => Promise<void>) {
    const root = mkdtempSync(join(tmpdir(), 'bench-reuse-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    return check(root).finally(() => rmSync(root, { recursive: true, force: true }));
  }

  it('takes builds with every file that sets their policies', () =>
    withBuilds(builds, async (root) => expect(await reuseProblems(root, bareDir, tree)).toEqual([])));

  it('refuses builds without their per-page policies', () => {
    const policies = ['out/_headers', '.next/csp-manifest.json'];
    const rest = Object.fromEntries(Object.entries(builds).filter(([file]) => !policies.includes(file)));
    return withBuilds(rest, async (root) =>
      expect(await reuseProblems(root, bareDir, tree)).toEqual([
        expect.stringMatching(/^out\/_headers is missing/),
        expect.stringMatching(/^\.next\/csp-manifest\.json is missing/),
      ]),
    );
  });

  it('refuses builds the bench made from another tree, or did not make', async () => {
    await withBuilds(builds, async (root) => {
      expect(await reuseProblems(root, bareDir, { commit: 'def5678', changes: null })).toEqual([
        'the builds were made from abc1234; the tree is now def5678',
      ]);
      expect(await reuseProblems(root, bareDir, { commit: 'abc1234', changes: '0123456789ab' })).toEqual([
        'the builds were made from abc1234; the tree is now abc1234 with changes 0123456789ab',
      ]);
    });
    const unrecorded = Object.fromEntries(Object.entries(builds).filter(([file]) => file !== '.bench/builds.json'));
    await withBuilds(unrecorded, async (root) =>
      expect(await reuseProblems(root, bareDir, tree)).toEqual([
        '.bench/builds.json is missing (the bench did not make these builds)',
      ]),
    );
  });

  it("records the tree: the commit, and a digest of tracked changes but the bench's own report", () => {
    const state = treeState();
    expect(state.commit).toMatch(/^[0-9a-f]{7,}$/);
    expect(state.changes === null || /^[0-9a-f]{12}$/.test(state.changes)).toBe(true);
  });
});

describe('security scan', () => {
  it('gives the scanner an empty HSTS preload list when its install script did not run, and keeps one that is there', () => {
    const packageDir = mkdtempSync(join(tmpdir(), 'observatory-'));
    try {
      mkdirSync(join(packageDir, 'conf'));
      const file = ensurePreloadList(packageDir);
      expect(file).toBe(join(packageDir, 'conf', 'hsts-preload.json'));
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({});
      writeFileSync(file, '{"example.com":{"mode":"force-https"}}');
      ensurePreloadList(packageDir);
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['example.com']);
    } finally {
      rmSync(packageDir, { recursive: true, force: true });
    }
  });
});

describe('javascriptByRoute', () => {
  // The shape of a real build: every page loads the root layout's chunks; the generator and the
  // home page load one or two of their own; the not-found page and the Studio load others.
  const layout = ['react.js', 'next.js', 'chrome.js'];
  const page = (files: string[]) => ({ gzip: files.length * 1000, chunks: files.length, files });
  const pages = {
    '/': page([...layout, 'home-offer.js', 'home-carousel.js']),
    '/about': page(layout),
    '/career': page(layout),
    '/script-generator': page([...layout, 'generator.js']),
    '/_not-found': page(['react.js', 'next.js', 'global-not-found.js']),
    '/studio': page(['studio.js']),
  };
  const routes = ['/', '/about', '/career', '/script-generator', '/no-such-page'];

  it('a page with one chunk of its own has islands; a page of layout chunks only has none', () => {
    const byRoute = javascriptByRoute(pages, routes);
    expect(byRoute['/script-generator']).toEqual({ gzip: 4000, chunks: 4, islands: true });
    expect(byRoute['/']!.islands).toBe(true);
    expect(byRoute['/about']!.islands).toBe(false);
    expect(byRoute['/career']!.islands).toBe(false);
  });

  it('the not-found page and the Studio do not shrink what counts as the layout', () => {
    const byRoute = javascriptByRoute(pages, routes);
    expect(byRoute['/no-such-page']).toMatchObject({ gzip: 3000 });
    expect(byRoute['/about']!.islands).toBe(false);
  });

  it('--routes with a few pages: the layout is still what every page of the site shares', () => {
    // Measured alone, /script-generator's own chunk would look like the layout's.
    expect(javascriptByRoute(pages, ['/script-generator'])['/script-generator']!.islands).toBe(false);
    expect(javascriptByRoute(pages, ['/script-generator'], routes)).toEqual({
      '/script-generator': { gzip: 4000, chunks: 4, islands: true },
    });
  });

  it('leaves out a route the build has no page for', () => {
    expect(javascriptByRoute(pages, ['/about', '/missing'])).toEqual({
      '/about': { gzip: 3000, chunks: 3, islands: false },
    });
  });
});
