// Publishes while Redis answers slower than the cache handler's 250 ms limit (a private redis-server behind
// tests/fixtures/slow-proxy.ts): two instances, each with Next's memory copy as a `next start`, never serve an
// older version of a page after a newer one, and the one not published to shows each version (or a newer one)
// within 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildFolder,
  eventually,
  faults,
  freePorts,
  recorded,
  startInstance,
  startRedis,
  type Instance,
} from '../fixtures/private-redis';
import { startSlowProxy, type SlowProxy } from '../fixtures/slow-proxy';

/** Ten publishes, in two rounds of five half a second apart: an editor's corrections. */
const ROUNDS = 2;
const PER_ROUND = 5;
const PUBLISHES = ROUNDS * PER_ROUND;
const APART_MS = 500;
/** Each way: a command's round trip takes 0.8 s, past the 250 ms limit. */
const SLOW_MS = 400;
const key = '/pricing';
const tags = ['price'];

const scratch = mkdtempSync(join(tmpdir(), 'redis-slow-'));
const [redisPort, proxyPort] = freePorts(2) as [number, number];
let redis: Awaited<ReturnType<typeof startRedis>>;
let proxy: SlowProxy;
const instances: Instance[] = [];

beforeAll(async () => {
  redis = await startRedis(scratch, redisPort);
  proxy = await startSlowProxy(proxyPort, redisPort);
});

afterAll(async () => {
  await Promise.all(instances.map((started) => started.stop()));
  await proxy?.close();
  await redis?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Every answer `instance` gives for the page, read one after another until stopped: the version it served. */
function watch(instance: Instance) {
  const served: { at: number; version: number; stale: boolean }[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      const answer = await instance.send({ op: 'get', key });
      // -1: no copy at all, which an instance that served the page must never come to.
      served.push({ at: Date.now(), version: answer.html ? Number(answer.html.slice(1)) : -1, stale: !!answer.stale });
      await new Promise((wait) => setTimeout(wait, 50));
    }
  })();
  return {
    served,
    latest: () => served.at(-1)?.version ?? -1,
    stop: async () => {
      watching = false;
      await done;
    },
  };
}

/** The answers where a version older than one served before comes back. */
const regressions = (served: { version: number }[]) =>
  served.flatMap(({ version }, index) => {
    const before = Math.max(-1, ...served.slice(0, index).map((earlier) => earlier.version));
    return version < before ? [{ index, version, after: before }] : [];
  });

it(
  'ten publishes to A while Redis is slower than the command limit: neither instance goes back to an older ' +
    'version, and B shows each (or a newer one) within 10 s',
  async () => {
    const start = () => {
      const started = startInstance(
        buildFolder(scratch, 'build-1'),
        { REDIS_URL: `redis://127.0.0.1:${proxyPort}` },
        { memory: true },
      );
      instances.push(started);
      return started;
    };
    const [a, b] = [start(), start()];
    await a.send({ op: 'set', key, tags, html: 'v0' });
    await recorded(a);
    expect(await eventually(async () => (await b.send({ op: 'get', key })).html === 'v0')).toBe(true);

    const [watchA, watchB] = [watch(a), watch(b)];
    const publishedAt: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let n = 1; n <= PER_ROUND; n++) {
        const version = round * PER_ROUND + n;
        if (n > 1) await new Promise((wait) => setTimeout(wait, APART_MS));
        publishedAt[version] = Date.now();
        // The webhook's revalidation, then the regenerated page. Redis is slow from the revalidation in the
        // first round (the page's write is never sent: Redis is being left alone), from the write in the
        // second (it lands late); the round's later publishes find Redis left alone.
        if (round === 0 || n > 1) proxy.delay(SLOW_MS);
        await a.send({ op: 'revalidate', tags });
        proxy.delay(SLOW_MS);
        await a.send({ op: 'set', key, tags, html: `v${version}` });
      }
      proxy.delay(0);
      const last = (round + 1) * PER_ROUND;
      const shown = await eventually(async () => watchB.latest() >= last, 10_000 + (PER_ROUND - 1) * APART_MS);
      if (!shown) break; // asserted below, after what each instance served
    }
    await Promise.all([watchA.stop(), watchB.stop()]);
    // For each version, how long after its publish B first served it or a newer one (a newer publish may
    // reach B first: serving the older one then would be the fault).
    const shownAfter = publishedAt.flatMap((at, version) => {
      const first = watchB.served.find((answer) => answer.at >= at && answer.version >= version);
      return first ? [first.at - at] : [Infinity];
    });
    console.log(
      `${PUBLISHES} publishes with Redis ${SLOW_MS} ms slow each way: B showed each (or a newer one) after ` +
        `${shownAfter.join(', ')} ms; ${watchA.served.length} answers from A, ${watchB.served.length} from B`,
    );

    expect(regressions(watchA.served).slice(0, 3)).toEqual([]);
    expect(regressions(watchB.served).slice(0, 3)).toEqual([]);
    expect(shownAfter).toHaveLength(PUBLISHES);
    expect(Math.max(...shownAfter)).toBeLessThanOrEqual(10_000);
    expect(watchB.latest()).toBe(PUBLISHES);
    // Redis was past the limit for both (each left it alone for 5 s), and that was the only fault.
    for (const started of [a, b]) {
      expect(started.log()).toMatch(/Redis failed a command \(no answer in 250 ms\)/);
      expect(faults(started.log())).toBe('');
    }
    // Every version reached Redis in the end: A left nothing unwritten.
    await recorded(a);
  },
  120_000,
);
