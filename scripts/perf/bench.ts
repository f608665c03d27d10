// `npm run bench`: the site's speed and security against a bare Next.js page built and served the same way,
// checked against bench/budgets.json. Its steps: docs/performance.md#method-npm-run-bench
//   node scripts/perf/bench.ts [--reuse] [--runs 5] [--seconds 30] [--connections 100] [--skip load,scan,growth]
//        [--routes /,/pricing]   (Lighthouse on a subset; the load step keeps its routes)
//        [--growth-sizes 14,100,500]   (the post counts the growth step builds at; --reuse skips that step)
//        [--throttling devtools]   (Chrome slows the load itself: a cross-check of the simulation, which the
//                                    budgets hold; the results file only, docs/performance.md is left alone)
import { spawn, execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { startNginx, type RunningNginx } from '../serve/nginx.ts';
import { bareDir, writeBareApp } from './bench/bare-next.ts';
import { checkBudgets, verdictLines, type Budgets, type Verdict } from './bench/budgets.ts';
import { buildTimesArgs, growthKinds, growthSizes, readGrowth, type Growth } from './bench/growth.ts';
import {
  collect,
  lighthouseVersion,
  medians,
  throttlings,
  type LighthouseMedians,
  type Throttling,
} from './bench/lighthouse.ts';
import { load, revalidateEverySecond } from './bench/load.ts';
import { copyWithoutScripts } from './bench/no-script.ts';
import { observatoryScan, type ObservatoryResult } from './bench/observatory.ts';
import { renderReport, replaceReport, type BenchResults, type LoadEntry } from './bench/report.ts';
import { javascriptByRoute } from './bench/javascript.ts';
import { recordBuilds, reuseProblems, treeState } from './bench/reuse.ts';
import { lighthouseRoutes, loadPost, loadRoutes, sitemapPaths } from './bench/routes.ts';
import { serverPool, startNext, startRedis, stopOnSignals, type RunningServer } from './bench/servers.ts';
import { assertChromium, chromiumPath, parseOptions } from './options.ts';
import { pageJavaScript } from './page-js.ts';

const usage =
  'node scripts/perf/bench.ts [--reuse] [--runs 5] [--seconds 30] [--connections 100] [--skip load,scan,growth] ' +
  '[--routes /,/pricing] [--growth-sizes 14,100,500] [--throttling simulate|devtools]';
const options = parseOptions(
  {
    reuse: false,
    runs: 5,
    seconds: 30,
    connections: 100,
    skip: '',
    routes: '',
    'growth-sizes': growthSizes.join(','),
    throttling: 'simulate',
  },
  usage,
);
assertChromium();
if (options.positionals.length > 0) {
  console.error(`bench: unexpected ${options.positionals.join(' ')}\nusage: ${usage}`);
  process.exit(2);
}
const runs = Number(options.runs);
if (!(throttlings as readonly string[]).includes(options.throttling)) {
  console.error(`bench: --throttling is one of ${throttlings.join(', ')}\nusage: ${usage}`);
  process.exit(2);
}
const throttling = options.throttling as Throttling;
/** A devtools run cross-checks the simulation; the budgets and docs/performance.md hold the simulated figures. */
const simulated = throttling === 'simulate';
const skip = new Set(options.skip.split(',').filter(Boolean));
const loadSettings = { connections: Number(options.connections), seconds: Number(options.seconds) };
const workDir = resolve('.bench');
// At least 32 characters, as lib/env.ts requires of a webhook secret.
const webhookSecret = 'bench-webhook-secret-0123456789abcdef';
const log = (message: string) => console.log(`bench: ${message}`);
const pool = serverPool({ log });
stopOnSignals(pool, log);

// Builds run as in production: no lead endpoint, no test content service.
const buildEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
for (const name of ['NEXT_PUBLIC_LEAD_ENDPOINT', 'SANITY_API_HOST', 'NEXT_DIST_DIR', 'NEXT_OUTPUT'])
  delete buildEnv[name];

/** Runs a command to its end; rejects on failure. Resolves with its wall time in seconds. */
function step(
  command: string,
  args: string[],
  { cwd = '.', env = buildEnv }: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) =>
      code === 0
        ? done((performance.now() - started) / 1000)
        : fail(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

const next = (args: string[], cwd: string, env?: NodeJS.ProcessEnv) =>
  step(process.execPath, [resolve('node_modules/next/dist/bin/next'), ...args], { cwd, env });
const exportEnv: NodeJS.ProcessEnv = { ...buildEnv, NEXT_OUTPUT: 'export' };

/**
 * A `next build` timed twice: from a cold cache (.next/cache, Turbopack's, removed first: a deploy from a fresh
 * checkout), then again with the cache that build left. The cache turns a ~100 s build into ~25 s on the 2-core
 * machine, so a time without its cache state says nothing; the budget holds the cold one.
 */
async function timedBuild(name: string, env: NodeJS.ProcessEnv): Promise<BenchResults['builds'][number]> {
  log(`building the ${name} build, cold (.next/cache removed first), then again with its cache; both timed`);
  await rm('.next/cache', { recursive: true, force: true });
  const seconds = await next(['build'], '.', env);
  const warmSeconds = await next(['build'], '.', env);
  return { name, seconds, cache: 'cold', warmSeconds };
}

async function build(): Promise<BenchResults['builds']> {
  if (options.reuse) {
    const problems = await reuseProblems('.', bareDir, treeState());
    if (problems.length > 0)
      throw new Error(`--reuse: ${problems.join('; ')}. Run without --reuse to make the builds the bench measures.`);
    log('reusing out/, .next/ and the bare page builds');
    return [];
  }
  const exportBuild = await timedBuild('export', exportEnv);
  await step(process.execPath, ['scripts/build/compile-hints.ts'], { env: exportEnv });
  await step(process.execPath, ['scripts/build/host-config.ts'], { env: exportEnv });
  const serverBuild = await timedBuild('server', buildEnv);
  await step(process.execPath, ['scripts/build/compile-hints.ts']);
  await step(process.execPath, ['scripts/build/csp-manifest.ts']);
  log('building the bare Next.js page, export and server');
  await writeBareApp();
  await next(['build'], bareDir, exportEnv);
  await next(['build'], bareDir);
  await recordBuilds('.', treeState());
  return [exportBuild, serverBuild];
}

const machine = (): BenchResults['machine'] => ({
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  chromium: execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim(),
  node: process.versions.node,
  lighthouse: lighthouseVersion(),
});

type Builds = { export: RunningNginx; server: RunningNginx };
type Running = { siteNext: RunningServer; servers: Builds; bare: Builds; noScript: RunningNginx };
const buildNames = ['export', 'server'] as const;

async function startServers(): Promise<Running> {
  log('starting next start (site, bare) and nginx in front of everything');
  const siteNext = await pool.add(startNext('.', 3400, { ...buildEnv, SANITY_REVALIDATE_SECRET: webhookSecret }));
  const bareNext = await pool.add(startNext(bareDir, 3401, buildEnv));
  const servers = {
    export: await pool.add(startNginx({ port: 8443, tls: true })),
    server: await pool.add(startNginx({ port: 8444, tls: true, proxy: siteNext.url })),
  };
  const bare = {
    export: await pool.add(startNginx({ port: 8445, tls: true, root: join(bareDir, 'out'), siteHeaders: false })),
    server: await pool.add(startNginx({ port: 8446, tls: true, proxy: bareNext.url })),
  };
  const noScriptRoot = join(workDir, 'no-script');
  const pages = await copyWithoutScripts('out', noScriptRoot);
  log(`the export without scripts (${pages} pages) in ${noScriptRoot}`);
  // The export's own page policies and headers: only the scripts differ.
  const noScript = await pool.add(startNginx({ port: 8447, tls: true, root: noScriptRoot }));
  return { siteNext, servers, bare, noScript };
}

/** `allRoutes`: the site's, which tell the layout's chunks from a page's own. */
async function measureJavaScript(
  routes: string[],
  allRoutes: string[],
): Promise<NonNullable<BenchResults['javascript']>> {
  log(`startup JavaScript of every page (${routes.length} routes)`);
  const javascript: NonNullable<BenchResults['javascript']> = {};
  for (const [name, dist] of [
    ['export', 'out'],
    ['server', '.next'],
  ] as const) {
    const bare = await pageJavaScript(join(bareDir, dist));
    javascript[name] = {
      bare: { gzip: bare['/']!.gzip },
      routes: javascriptByRoute(await pageJavaScript(dist), routes, allRoutes),
    };
  }
  return javascript;
}

type LighthouseResults = {
  servers: Record<string, { bare: LighthouseMedians; routes: Record<string, LighthouseMedians> }>;
  noScript: Record<string, LighthouseMedians>;
};

/** Each route's URLs (both servers and the export without scripts) in one `lhci collect`, close together. */
async function measureLighthouse({ servers, bare, noScript }: Running, routes: string[]): Promise<LighthouseResults> {
  log(`Lighthouse (${throttling}), ${runs} runs per URL, both servers, the export without scripts and the bare page`);
  const settings = { runs, throttling, workDir: join(workDir, 'lighthouse') };
  const bareReports = await collect([`${bare.export.url}/`, `${bare.server.url}/`], settings);
  const results: LighthouseResults = { servers: {}, noScript: {} };
  for (const name of buildNames)
    results.servers[name] = { bare: medians(bareReports[`${bare[name].url}/`]!), routes: {} };
  for (const route of routes) {
    log(`Lighthouse ${route}`);
    const noScriptUrl = `${noScript.url}${route}`;
    const reports = await collect(
      [`${servers.export.url}${route}`, `${servers.server.url}${route}`, noScriptUrl],
      settings,
    );
    for (const name of buildNames)
      results.servers[name]!.routes[route] = medians(reports[`${servers[name].url}${route}`]!);
    results.noScript[route] = medians(reports[noScriptUrl]!);
  }
  return results;
}

/** Both builds at each blog size (scripts/perf/build-times.ts), before the bench's own builds: it moves .next/. */
async function growth(): Promise<Growth> {
  const sizes = options['growth-sizes'].split(',').filter(Boolean).map(Number);
  const jsonFile = join(workDir, 'growth.json');
  await mkdir(workDir, { recursive: true });
  log(`growth: both builds at ${sizes.join(', ')} posts (scripts/perf/build-times.ts, cold)`);
  await step(process.execPath, buildTimesArgs(sizes, growthKinds, jsonFile));
  return readGrowth(jsonFile);
}

async function report(results: BenchResults): Promise<Verdict> {
  await mkdir('bench/results', { recursive: true });
  if (!simulated) {
    await writeFile(results.file, JSON.stringify(results, null, 2) + '\n');
    console.log(`\n${renderReport(results)}\n`);
    log(`wrote ${results.file}; the budgets hold simulated figures, so a ${throttling} run is judged by none`);
    return { ok: true, failures: [], targets: [] };
  }
  const budgets = JSON.parse(await readFile('bench/budgets.json', 'utf8')) as Budgets;
  const verdict = checkBudgets(results, budgets);
  await writeFile(results.file, JSON.stringify({ ...results, verdict }, null, 2) + '\n');
  const table = renderReport(results, verdict);
  const doc = await readFile('docs/performance.md', 'utf8');
  // Formatted as `npm run lint` checks it, so a bench run leaves a committable file.
  const prettierOptions = {
    ...(await prettier.resolveConfig('docs/performance.md')),
    filepath: 'docs/performance.md',
  };
  await writeFile('docs/performance.md', await prettier.format(replaceReport(doc, table), prettierOptions));
  console.log(`\n${table}\n`);
  for (const line of verdictLines(verdict)) console.log(line);
  log(`wrote ${results.file} and docs/performance.md in ${Math.round(results.seconds! / 60)} min`);
  return verdict;
}

async function main() {
  const started = Date.now();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty =
    execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
  const grown = options.reuse || skip.has('growth') ? undefined : await growth();
  const builds = await build();
  const paths = sitemapPaths(await readFile('out/sitemap.xml', 'utf8'));
  const routes = lighthouseRoutes(paths, options.routes);
  const running = await startServers();
  const date = new Date().toISOString().slice(0, 10);
  const results: BenchResults = {
    date,
    commit: dirty ? `${commit}+changes` : commit,
    machine: machine(),
    runs,
    throttling,
    builds,
    routes,
    javascript: await measureJavaScript(routes, lighthouseRoutes(paths)),
    ...(await measureLighthouse(running, routes)),
    load: skip.has('load') ? [] : await measureLoad(running.siteNext, loadPost(paths)),
    loadSettings,
    scans: skip.has('scan') ? {} : await scans(),
    ...(grown ? { growth: grown } : {}),
    file: `bench/results/${date}-${commit}${simulated ? '' : `-${throttling}`}.json`,
  };
  results.seconds = Math.round((Date.now() - started) / 1000);
  const verdict = await report(results);
  process.exitCode = verdict.ok ? 0 : 1;
}

async function loadEachTarget(siteNext: RunningServer, post: string | undefined): Promise<LoadEntry[]> {
  const redis = await pool.add(startRedis(6391));
  const instanceEnv = { ...buildEnv, SANITY_REVALIDATE_SECRET: webhookSecret, REDIS_URL: redis.url };
  const instances = [
    await pool.add(startNext('.', 3402, instanceEnv)),
    await pool.add(startNext('.', 3403, instanceEnv)),
  ];
  const upstreams = instances.map((instance) => instance.url).join(',');
  const plainExport = await pool.add(startNginx({ port: 8080 }));
  const cachedInstances = await pool.add(startNginx({ port: 8082, proxy: upstreams, cache: true }));
  const plainInstances = await pool.add(startNginx({ port: 8083, proxy: upstreams }));
  const plainServer = await pool.add(startNginx({ port: 8081, proxy: siteNext.url }));
  const targets: [target: string, origin: string, marks?: { cachedInstances: boolean }][] = [
    ['nginx (export)', plainExport.url],
    ['nginx, page cache → 2 × next start', cachedInstances.url, { cachedInstances: true }],
    ['nginx → 2 × next start', plainInstances.url],
    ['nginx → next start', plainServer.url],
    ['next start', siteNext.url],
  ];
  const entries: LoadEntry[] = [];
  try {
    for (const route of loadRoutes(post)) {
      let nginxRate: number | undefined;
      for (const [target, origin, marks = {}] of targets) {
        log(`load ${target} ${route}`);
        const figures = await load(`${origin}${route}`, loadSettings);
        nginxRate ??= figures.requestsPerSecond;
        const versusNginx = figures.requestsPerSecond / nginxRate;
        entries.push({ name: `${target} ${route}`, target, route, ...figures, versusNginx, ...marks });
      }
    }
  } finally {
    for (const server of [plainServer, plainInstances, cachedInstances, plainExport, ...instances, redis])
      await pool.stop(server);
  }
  return entries;
}

async function loadWhileRevalidating(siteNext: RunningServer, post: string): Promise<LoadEntry> {
  log(`load next start ${post} while the webhook revalidates it every second`);
  const webhook = revalidateEverySecond(siteNext.url, { slug: post.slice('/blog/'.length), secret: webhookSecret });
  const figures = await load(`${siteNext.url}${post}`, loadSettings);
  await webhook.stop();
  if (webhook.answers.ok === 0) throw new Error('the webhook never answered 200: was the post revalidated at all?');
  return {
    name: `next start ${post} (revalidated every second)`,
    target: `next start, ${webhook.answers.ok} webhooks`,
    route: post,
    ...figures,
    errors: figures.errors + webhook.answers.failed,
    webhooks: webhook.answers,
  };
}

/** `post` comes from the sitemap, whatever --routes says. */
async function measureLoad(siteNext: RunningServer, post: string | undefined): Promise<LoadEntry[]> {
  if (!post) log('load: out/sitemap.xml lists no post; the post and the revalidation runs are skipped');
  const entries = await loadEachTarget(siteNext, post);
  if (post) entries.push(await loadWhileRevalidating(siteNext, post));
  return entries;
}

/** Each build alone on ports 80 and 443, the only ones the scanner knows. */
async function scans(): Promise<Record<string, ObservatoryResult>> {
  if (process.getuid?.() !== 0) return { all: { error: 'needs root for ports 80 and 443' } };
  const result: Record<string, ObservatoryResult> = {};
  log('MDN HTTP Observatory: the export on nginx over TLS, plain HTTP redirecting');
  const exportTls = await pool.add(startNginx({ port: 443, host: '127.0.0.1', tls: true, redirectPort: 80 }));
  try {
    result['export (nginx, TLS)'] = await observatoryScan('localhost', { authority: exportTls.authority });
  } finally {
    await pool.stop(exportTls);
  }
  log('MDN HTTP Observatory: next start on port 80');
  const plainNext = await pool.add(startNext('.', 80, buildEnv));
  try {
    result['next start (no TLS)'] = await observatoryScan('localhost');
  } finally {
    await pool.stop(plainNext);
  }
  return result;
}

try {
  await main();
} finally {
  await pool.stopAll();
}
