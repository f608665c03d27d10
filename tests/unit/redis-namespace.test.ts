// The cache handler's Redis namespace, against a private redis-server: deployments sharing one Redis (a
// staging and a production of one build) never read or stale each other's pages, a new build's first start
// gives the previous build's entries a day at most and leaves other namespaces alone, and each instance
// works as a Redis user restricted to its namespace with the commands docs/deploy.md lists.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisNamespace } from '@/lib/cache/redis';
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

const DAY = 24 * 3600;
const TWO_WEEKS = 14 * DAY;
const production = 'launchframe:site1:production:production';
const staging = 'launchframe:site1:production:staging';
/** The commands the handler (and the webhook's delivery record) use; docs/deploy.md gives the same ACL. */
const aclCommands = '-@all +get +set +getset +del +hmget +hset +scan +expire +ping';

const scratch = mkdtempSync(join(tmpdir(), 'redis-namespace-'));
const [port] = freePorts(1) as [number];
const admin = createClient({ url: `redis://127.0.0.1:${port}` });
let redis: Awaited<ReturnType<typeof startRedis>>;
const instances: Instance[] = [];

/** An instance of `buildId` for SITE_ENV `siteEnv` of Sanity project site1, as the namespace's ACL user. */
function instance(buildId: string, siteEnv: string) {
  const started = startInstance(buildFolder(scratch, buildId), {
    REDIS_URL: `redis://${siteEnv}:secret-${siteEnv}@127.0.0.1:${port}`,
    SITE_ENV: siteEnv,
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'site1',
    NEXT_PUBLIC_SANITY_DATASET: 'production',
  });
  instances.push(started);
  return started;
}

/** Until `instance` answers `key` as `expected` says: a read past the time limit answers from no copy. */
const answers = (instance: Instance, key: string, expected: Record<string, unknown>) =>
  eventually(async () => {
    const answer = await instance.send({ op: 'get', key });
    return Object.entries(expected).every(([name, value]) => answer[name as keyof typeof answer] === value);
  });

beforeAll(async () => {
  redis = await startRedis(scratch, port);
  await admin.connect();
  for (const siteEnv of ['production', 'staging'])
    await admin.sendCommand([
      'ACL',
      'SETUSER',
      siteEnv,
      'on',
      `>secret-${siteEnv}`,
      'resetkeys',
      `~launchframe:site1:production:${siteEnv}:*`,
      'resetchannels',
      ...aclCommands.split(' '),
    ]);
});

afterAll(async () => {
  await Promise.all(instances.map((started) => started.stop()));
  admin.destroy();
  await redis?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the Redis namespace (lib/cache/redis.ts redisNamespace)', () => {
  it('is launchframe:<project, or embedded>:<dataset>:<SITE_ENV>', () => {
    const config = { NEXT_PUBLIC_SANITY_DATASET: 'production', SITE_ENV: 'staging' };
    expect(redisNamespace({ ...config, NEXT_PUBLIC_SANITY_PROJECT_ID: 'site1' })).toBe(staging);
    expect(redisNamespace({ ...config, NEXT_PUBLIC_SANITY_PROJECT_ID: undefined })).toBe(
      'launchframe:embedded:production:staging',
    );
  });
});

describe('the cache handler on one Redis shared by a staging and a production of the same build', () => {
  let productionA: Instance;
  let productionB: Instance;
  let stagingA: Instance;

  beforeAll(() => {
    productionA = instance('build-1', 'production');
    productionB = instance('build-1', 'production');
    stagingA = instance('build-1', 'staging');
  });

  // Each write is awaited as recorded in Redis (a busy machine's command past 250 ms is replayed on a later
  // 5 s tick), and each read through an instance until it answers so: the test waits on what it asserts.
  it("keeps each environment's pages and tag states apart", async () => {
    await productionA.send({ op: 'set', key: '/about', tags: ['about'], html: 'production' });
    await recorded(productionA);
    const entry = `${production}:entry:build-1:/about`;
    expect(await admin.ttl(entry)).toBeGreaterThan(TWO_WEEKS - 60);

    expect(await stagingA.send({ op: 'get', key: '/about' })).toMatchObject({ html: null });
    expect(await answers(productionB, '/about', { html: 'production', stale: false, expired: false })).toBe(true);

    await stagingA.send({ op: 'set', key: '/about', tags: ['about'], html: 'staging' });
    await stagingA.send({ op: 'revalidate', tags: ['about'] });
    await recorded(stagingA);
    expect(await admin.hGet(`${staging}:tags:stale`, 'about')).not.toBeNull();
    expect(await admin.hGet(`${production}:tags:stale`, 'about')).toBeNull();
    // Production's page is still its own, and still fresh: Next would serve it without regenerating.
    expect(await answers(productionB, '/about', { html: 'production', stale: false, expired: false })).toBe(true);

    // The same revalidation in production does stale it, on the other production instance too.
    await productionA.send({ op: 'revalidate', tags: ['about'] });
    await recorded(productionA);
    expect(await answers(productionB, '/about', { html: 'production', stale: true })).toBe(true);
    expect(await answers(stagingA, '/about', { html: 'staging', stale: true })).toBe(true);

    // Each instance records its build at start (GETSET), replayed on its 5 s tick if Redis was slow.
    for (const started of [productionA, productionB, stagingA])
      expect(await eventually(async () => (await started.send({ op: 'state' })).state?.announced === true)).toBe(true);
    expect((await admin.keys('launchframe:*')).sort()).toEqual([
      `${production}:current-build`,
      `${production}:entry:build-1:/about`,
      `${production}:tags:stale`,
      `${staging}:current-build`,
      `${staging}:entry:build-1:/about`,
      `${staging}:tags:stale`,
    ]);
    for (const started of [productionA, productionB, stagingA]) expect(faults(started.log())).toBe('');
  }, 120_000);

  it("gives the previous build's entries a day at most on the new build's first start, in its namespace only", async () => {
    await admin.set(`${production}:entry:build-1:/old`, 'x', { EX: TWO_WEEKS });
    await admin.set(`${production}:entry:build-1:/no-ttl`, 'x');
    await admin.set(`${production}:entry:build-0:/older`, 'x', { EX: 3600 });
    await admin.set(`${production}:entry:build-2:/own`, 'x', { EX: TWO_WEEKS });
    await admin.set(`${staging}:entry:build-1:/other-environment`, 'x', { EX: TWO_WEEKS });
    await admin.set('launchframe:site2:production:production:entry:build-1:/other-site', 'x', { EX: TWO_WEEKS });
    const scans = async () => /cmdstat_scan:calls=(\d+)/.exec(await admin.info('commandstats'))?.[1] ?? '0';

    const started = Date.now();
    const next = instance('build-2', 'production');
    expect(await eventually(async () => (await admin.ttl(`${production}:entry:build-1:/old`)) <= DAY)).toBe(true);
    console.log(`the new build's first start shortened the old build's entries in ${Date.now() - started} ms`);
    expect(await admin.get(`${production}:current-build`)).toBe('build-2');
    for (const key of ['entry:build-1:/old', 'entry:build-1:/no-ttl', 'entry:build-1:/about'])
      expect(await admin.ttl(`${production}:${key}`)).toSatisfy((ttl: number) => ttl > DAY - 60 && ttl <= DAY);
    expect(await admin.ttl(`${production}:entry:build-0:/older`)).toBeLessThanOrEqual(3600); // never lengthened
    expect(await admin.ttl(`${production}:entry:build-2:/own`)).toBeGreaterThan(TWO_WEEKS - 60);
    expect(await admin.ttl(`${staging}:entry:build-1:/other-environment`)).toBeGreaterThan(TWO_WEEKS - 60);
    expect(await admin.ttl('launchframe:site2:production:production:entry:build-1:/other-site')).toBeGreaterThan(
      TWO_WEEKS - 60,
    );
    expect(await admin.ttl(`${production}:tags:stale`)).toBe(-1);
    expect(await admin.ttl(`${production}:current-build`)).toBe(-1);

    // Once per build: the next instance of build-2 finds itself recorded and sweeps nothing (it decides as
    // GETSET answers, so once it reports its build recorded, it has started no sweep and will start none),
    // unless a GETSET of its own went unanswered (a slow Redis): then it cannot tell, and sweeps.
    const before = await scans();
    await admin.set(`${production}:entry:build-1:/old`, 'x', { EX: TWO_WEEKS });
    const another = instance('build-2', 'production');
    expect(await eventually(async () => (await another.send({ op: 'state' })).state?.announced === true)).toBe(true);
    const { state } = await another.send({ op: 'state' });
    expect(state?.sweeps).toBe(state?.unansweredAnnounces ? 1 : 0);
    if (state?.sweeps === 0) {
      expect(await scans()).toBe(before);
      expect(await admin.ttl(`${production}:entry:build-1:/old`)).toBeGreaterThan(TWO_WEEKS - 60);
    }

    // An instance of build-1 still serving (a rolling restart) learns on its 5 s tick that it is the older
    // build (a tick whose read of Redis failed leaves it to the next): what it writes from then on lives a day.
    const learnt = async () => (await productionA.send({ op: 'state' })).state?.superseded === true;
    expect(await eventually(learnt)).toBe(true);
    await productionA.send({ op: 'set', key: '/written-late', tags: [], html: 'late' });
    await recorded(productionA);
    expect(await admin.ttl(`${production}:entry:build-1:/written-late`)).toSatisfy((ttl: number) => ttl <= DAY);
    for (const started of [next, another, productionA]) expect(faults(started.log())).toBe('');
  }, 120_000);
});
