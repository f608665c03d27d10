// What a flood of made-up addresses costs the server build: one instance of a build with Redis and the local
// fake of Sanity's query API, sent `--posts` made-up /blog/<slug>, `--case-studies` /case-studies/<slug>,
// `--landing` /<slug> (what a landing page's address could be), `--studio` /studio/<path> and `--deep` /<a>/<b>
// addresses (no route has those: Next's cached not-found page, the cheapest 404 there is), `--concurrency` at a
// time, each group in `--rounds` rounds of new addresses. Reports each group's statuses and latency, and what the
// round left behind: Redis keys and memory, the instance's disk and memory, queries to the content service.
//   node scripts/perf/flood.ts [--dist .e2e/server] [--posts 2000] [--case-studies 500] [--landing 0] [--studio 0]
//                              [--deep 0] [--concurrency 16] [--rounds 1] [--same]
// The build is the tests' server build (node tests/build-e2e.ts server); a copy of it is served.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import { parseOptions } from './options.ts';

export type FloodResult = { sent: number; statuses: Record<string, number>; p50Ms: number; p99Ms: number; ms: number };

/** Addresses no document has: well formed (they pass the slug rule), so only the content can say they are unknown.
 * `prefix` '' gives one-segment addresses, as a landing page has; '/scan' two-segment ones no route matches. */
export const madeUpAddresses = (
  prefix: '/blog' | '/case-studies' | '' | '/studio' | '/scan',
  count: number,
  tag = 'flood',
) =>
  Array.from({ length: count }, (_, index) => `${prefix}/${tag}-${index.toString(36)}-${(index * 7919).toString(36)}`);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** GETs every path, `concurrency` at a time, reading each answer in full. */
export async function flood(base: string, paths: string[], concurrency: number): Promise<FloodResult> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const sent = performance.now();
      const status = await fetch(`${base}${path}`, { redirect: 'manual' }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      times.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  return {
    sent: paths.length,
    statuses,
    p50Ms: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    ms: Date.now() - started,
  };
}

/** The keys and the memory of a Redis. */
export async function redisUse(url: string): Promise<{ keys: number; memoryMb: number }> {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys = await client.dbSize();
    const memory = Number(/used_memory:(\d+)/.exec(await client.info('memory'))?.[1] ?? 0);
    return { keys, memoryMb: memory / 1024 / 1024 };
  } finally {
    await client.quit();
  }
}

export const diskMb = (folder: string) =>
  Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split(/\s/)[0]) / 1024 / 1024;

export const residentMbOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function main() {
  const options = parseOptions(
    {
      dist: '.e2e/server',
      posts: 2000,
      'case-studies': 500,
      landing: 0,
      studio: 0,
      deep: 0,
      concurrency: 16,
      rounds: 1,
      same: false,
    },
    'node scripts/perf/flood.ts [--dist .e2e/server] [--posts N] [--case-studies N] [--landing N] [--studio N] ' +
      '[--deep N] [--concurrency N] [--rounds N] [--same]',
  );
  // The tests' fixtures start the servers as the Sanity-mode suite does (free ports, stopped by PID).
  const stack = await import('../../tests/fixtures/sanity-stack.ts');
  const [api, control, redisPort, port] = stack.freePorts(4) as [number, number, number, number];
  const ports = { api, control, solo: 0, redis: redisPort, a: port, b: 0, nginx: 0 };
  const urls = stack.stackUrls(ports);
  const started: { pid: number }[] = [];
  try {
    const fake = stack.startProcess('flood-fake-sanity', process.execPath, [
      'tests/fixtures/fake-sanity.ts',
      String(api),
      String(control),
    ]);
    started.push(fake);
    await stack.waitForUrl(`${urls.control}/stats`, fake, 15_000);
    const redis = stack.startRedis(redisPort);
    started.push(redis);
    await stack.waitForPort(redisPort, redis);
    const copy = `${options.dist}-flood`;
    execFileSync('rm', ['-rf', copy]);
    execFileSync('cp', ['-r', options.dist, copy]);
    const server = stack.startNext('flood', port, stack.instanceEnv(ports, copy, { REDIS_URL: urls.redis }));
    started.push(server);
    await stack.waitForUrl(`${urls.a}/robots.txt`, server);
    // Every page the site has, once: what a visitor's traffic would have cached before the flood.
    await flood(urls.a, ['/', '/blog', '/case-studies', '/blog/feed.xml', '/sitemap.xml'], 2);

    const queries = async () => ((await (await fetch(`${urls.control}/stats`)).json()) as { queries: number }).queries;
    const measure = async () => ({
      ...(await redisUse(urls.redis)),
      diskMb: diskMb(copy),
      serverMb: residentMbOf(server.pid),
      queries: await queries(),
    });
    // Each round sends new addresses: a second round shows whether memory grows with them or was the heap
    // settling to its working size under load.
    const groups = [
      ['/blog', Number(options.posts)],
      ['/case-studies', Number(options['case-studies'])],
      ['', Number(options.landing)],
      ['/studio', Number(options.studio)],
      ['/scan', Number(options.deep)],
    ] as const;
    // A hundred of each kind first, not counted: each group's latency is then the steady state's, not the first
    // group's share of the server warming up.
    for (const [prefix, count] of groups)
      if (count > 0) await flood(urls.a, madeUpAddresses(prefix, 100, 'warm'), Number(options.concurrency));
    for (let round = 1; round <= Number(options.rounds); round++) {
      const before = await measure();
      let sent = 0;
      const results: Record<string, FloodResult> = {};
      // One group after another, so each one's latency is its own.
      for (const [prefix, count] of groups) {
        if (count === 0) continue;
        const made = madeUpAddresses(prefix, count, `flood${round}`);
        // --same: one made-up address asked as often, to tell what the load costs from what the addresses do.
        const paths = options.same ? made.map(() => made[0]!) : made;
        results[prefix || '/'] = await flood(urls.a, paths, Number(options.concurrency));
        sent += paths.length;
      }
      const after = await measure();
      const per1000 = (value: number) => Math.round((value / sent) * 1000 * 10) / 10;
      console.log(JSON.stringify({ round, flood: results, before, after }));
      console.log(
        `round ${round}, per 1,000 made-up addresses: +${per1000(after.keys - before.keys)} Redis keys, ` +
          `+${per1000(after.memoryMb - before.memoryMb)} MB Redis memory, +${per1000(after.diskMb - before.diskMb)} MB disk, ` +
          `+${per1000(after.queries - before.queries)} content queries, +${per1000(after.serverMb - before.serverMb)} MB ` +
          `server memory (${Math.round(before.serverMb)} → ${Math.round(after.serverMb)} MB)`,
      );
      for (const [group, result] of Object.entries(results))
        console.log(
          `  ${`${group}…`.padEnd(16)} p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; ${JSON.stringify(result.statuses)}`,
        );
    }
  } finally {
    for (const { pid } of started.reverse()) await stack.stopPid(pid);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
