// Next's cache handler for the server build (next.config.ts `cacheHandler`): Next's own
// FileSystemCache, with Redis in front when REDIS_URL is set at start, so that every instance shares
// the ISR pages, the data cache and the revalidation tags.
//   get            Redis and the local cache; the newer entry wins (a late or lost write never brings an older
//                  page back), and when the local one is newer, or Redis has none, it is written to Redis.
//   set            the local cache, then Redis (retried when Redis was away); a not-found page at an address the
//                  cache never held, nowhere.
//                  A page goes with a policy header allowing its own inline scripts (./entry-policy.ts), and
//                  with its startup chunks started after its first paint, as the build's pages
//                  (../after-first-paint.ts).
//   revalidateTag  this process at once, then Redis (replayed when Redis was away).
// Tag states are copied into Next's tags manifest before an entry is returned, so Next decides
// staleness as on one instance. Keys live in a namespace of the Sanity project, dataset and SITE_ENV, so
// deployments sharing one Redis never meet; in it, entries are kept per build, tag states across builds,
// and a build's first start gives the other builds' entries a day at most.
// Reads Next internals (FileSystemCache, its memory cache, the tags manifest, BUILD_ID beside the
// server folder, the get context): guarded by tests/unit/next-internals.test.ts and
// tests/e2e-sanity/instances.spec.ts. Learn more: docs/decisions/0019-shared-cache-handler-on-next-file-system-cache.md
// Imported by Next unbundled, by Node itself: relative imports with their extension only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type FileSystemCacheType from 'next/dist/server/lib/incremental-cache/file-system-cache';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { entryWithScriptsAfterFirstPaint } from '../after-first-paint.ts';
import { isBuildPhase } from '../content/phase.ts';
import { env } from '../env.ts';
import { isStudioPath } from '../security-headers.ts';
import { pathOfCacheKey, withEntryPolicy } from './entry-policy.ts';
import { mergeTagState, newerEntry, sharedIsBehind } from './newer-copy.ts';
import { redisNamespace, withOwnConnection, withRedis } from './redis.ts';
import { createMissLedger, isNotFoundPage } from './unknown-pages.ts';

const require = createRequire(import.meta.url);
const FileSystemCache: typeof FileSystemCacheType =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const {
  tagsManifest,
}: {
  tagsManifest: Map<string, TagManifestEntry>;
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

type Context = ConstructorParameters<typeof FileSystemCacheType>[0];
type GetArgs = Parameters<FileSystemCacheType['get']>;
type SetArgs = Parameters<FileSystemCacheType['set']>;

const url = env.REDIS_URL;
/** The build uses the local cache only: its data and pages are this build's own. */
const shared = url !== undefined && !isBuildPhase();
const NAMESPACE = `${redisNamespace()}:`;
const TAGS_STALE = `${NAMESPACE}tags:stale`;
const TAGS_EXPIRED = `${NAMESPACE}tags:expired`;
/** The id of the build that started last in the namespace. */
const CURRENT_BUILD = `${NAMESPACE}current-build`;
/** Followed by `<build id>:<Next's cache key>`. */
const ENTRIES = `${NAMESPACE}entry:`;
/** An entry lives in Redis at most two weeks; a miss falls back to the local cache. */
const MAX_TTL_SECONDS = 14 * 24 * 3600;
/** Once a newer build has started, the older builds' entries live at most a day more: it reads none of them. */
const OLD_BUILD_TTL_SECONDS = 24 * 3600;
/** The sweep runs again this long after the first: by then, instances of older builds still serving know it. */
const SECOND_SWEEP_MS = 60_000;

const redis = <T>(command: Parameters<typeof withRedis<T>>[1]) => withRedis(url!, command);

/** Buffers and Maps (a page's RSC data and segment data) survive JSON. */
const encode = (entry: unknown) =>
  JSON.stringify(entry, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
const decode = (text: string): CacheHandlerValue =>
  JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string')
      return Buffer.from(value.$buffer, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
/** What Redis answered for an entry: null for none, or for one this code cannot read (replaced when shared). */
const stored = (text: string | null): CacheHandlerValue | null => {
  if (text === null) return null;
  try {
    return decode(text);
  } catch {
    return null;
  }
};

const ttlSeconds = (entry: { cacheControl?: { expire?: number } }) => {
  const expire = entry.cacheControl?.expire;
  const max = superseded ? OLD_BUILD_TTL_SECONDS : MAX_TTL_SECONDS;
  return Math.max(60, Math.min(typeof expire === 'number' ? expire : max, max));
};

/** Tag revalidations Redis has not recorded yet, oldest first (replayed when it is back). */
const unrecorded: { tags: string[]; stale?: number; expired?: number }[] = [];
let replaying = false;

/**
 * Entries this process wrote or served that Redis did not take (a command past its time limit, or made while
 * Redis was left alone), by Redis key, the newest of each. Bounded: one left out is still written to Redis the
 * next time this instance reads it and finds Redis behind.
 */
const unshared = new Map<string, CacheHandlerValue>();
const MAX_UNSHARED = 500;
let sharing = false;

/** Writes `entry` to Redis (`absent`: only if Redis has none); if Redis does not answer, keeps it for later. */
async function share(key: string, entry: CacheHandlerValue, absent = false) {
  const done = await redis((client) =>
    client.set(key, encode(entry), absent ? { NX: true, EX: ttlSeconds(entry) } : { EX: ttlSeconds(entry) }),
  );
  const pending = unshared.get(key);
  if (done !== undefined) {
    if (pending && pending.lastModified <= entry.lastModified) unshared.delete(key);
    return;
  }
  if (pending && pending.lastModified > entry.lastModified) return;
  unshared.delete(key); // re-inserted last: the oldest are dropped first
  unshared.set(key, entry);
  if (unshared.size > MAX_UNSHARED) unshared.delete(unshared.keys().next().value!);
}

/**
 * Writes the entries Redis missed, each only if Redis still holds none or an older one (GET, then SET: the
 * commands the namespace's ACL allows). A command that timed out may have landed since, or another instance
 * may have written a newer page.
 */
async function shareUnshared() {
  if (sharing) return;
  sharing = true;
  try {
    for (const [key, entry] of [...unshared]) {
      const current = await redis((client) => client.get(key));
      if (current === undefined) return;
      if (sharedIsBehind(entry, stored(current))) {
        const done = await redis((client) => client.set(key, encode(entry), { EX: ttlSeconds(entry) }));
        if (done === undefined) return;
      }
      if (unshared.get(key) === entry) unshared.delete(key);
    }
  } finally {
    sharing = false;
  }
}

async function replayRevalidations() {
  if (replaying) return;
  replaying = true;
  try {
    while (unrecorded.length > 0) {
      const { tags, stale, expired } = unrecorded[0]!;
      // One key per command (no MULTI): fewer commands to allow, and each hash may live on its own shard.
      const states = (at: number) => Object.fromEntries(tags.map((tag) => [tag, String(at)]));
      const recorded = await redis((client) =>
        Promise.all([
          stale !== undefined && client.hSet(TAGS_STALE, states(stale)),
          expired !== undefined && client.hSet(TAGS_EXPIRED, states(expired)),
        ]),
      );
      if (recorded === undefined) return;
      unrecorded.shift();
    }
  } finally {
    replaying = false;
  }
}

let buildId: string | undefined;
/** This build is no longer the namespace's current one: what it writes now lives a day at most. */
let superseded = false;
let announced = false;
/** A GETSET of this build's record got no answer in time (it may have been recorded all the same). */
let announceUnanswered = false;
let unansweredAnnounces = 0;
/** How many times this process has started shortening other builds' entries. */
let sweeps = 0;

/**
 * Records this build as the namespace's current one, once per process; the first instance of a build that
 * follows another (GETSET answers which was there) shortens the other builds' entries. Later ticks read
 * the record: an instance of the older build, still serving during a rolling restart, learns that it is.
 */
async function followBuilds() {
  if (!announced) {
    // GETSET, not SET … GET: Redis 6.0 has it, so an older Redis still shares (without the sweep, which needs 7).
    const previous = await redis((client) => client.getSet(CURRENT_BUILD, buildId!));
    if (previous === undefined) {
      // Redis did not answer: the next tick tries again. This one may have landed all the same, and then the
      // next finds this build's own id and cannot tell whether another build's was there: it sweeps anyway.
      announceUnanswered = true;
      unansweredAnnounces += 1;
      return;
    }
    announced = true;
    superseded = false;
    if (previous !== buildId || announceUnanswered) {
      announceUnanswered = false;
      void shortenOtherBuilds();
      setTimeout(() => void shortenOtherBuilds(), SECOND_SWEEP_MS).unref();
    }
    return;
  }
  const current = await redis((client) => client.get(CURRENT_BUILD));
  if (current === undefined) return;
  if (current === null) announced = false; // Redis lost the record (restarted empty): write it again
  superseded = current !== null && current !== buildId;
}

/**
 * Gives every other build's entry in this namespace a day at most (LT: never longer than it had), in
 * batches on a connection of its own, so no request waits. MATCH names this namespace's entries only.
 */
async function shortenOtherBuilds() {
  sweeps += 1;
  const own = `${ENTRIES}${buildId}:`;
  await withOwnConnection(url!, "shortening other builds' entries", async (client) => {
    for await (const keys of client.scanIterator({ MATCH: `${ENTRIES}*`, COUNT: 500 })) {
      const others = keys.filter((key) => !key.startsWith(own));
      await Promise.all(others.map((key) => client.expire(key, OLD_BUILD_TTL_SECONDS, 'LT')));
    }
  });
}

if (shared)
  setInterval(() => {
    void replayRevalidations();
    void shareUnshared();
    if (buildId !== undefined) void followBuilds();
  }, 5_000).unref();

/** Copies the shared states of `tags` into Next's tags manifest, which Next checks entries against. */
async function syncTags(tags: string[]) {
  const states = await redis((client) =>
    Promise.all([client.hmGet(TAGS_STALE, tags), client.hmGet(TAGS_EXPIRED, tags)]),
  );
  if (!states) return;
  const [stale, expired] = states;
  tags.forEach((tag, index) => {
    // This process's own newer revalidation is not in Redis yet: keep it.
    if (unrecorded.some((pending) => pending.tags.includes(tag))) return;
    const sharedStale = stale[index] == null ? undefined : Number(stale[index]);
    const sharedExpired = expired[index] == null ? undefined : Number(expired[index]);
    if (sharedStale === undefined && sharedExpired === undefined) return;
    // Redis may be behind this process (another instance's revalidation replayed late): never un-stale a tag.
    const merged = mergeTagState(
      tagsManifest.get(tag) ?? {},
      { stale: sharedStale, expired: sharedExpired },
      Date.now(),
    );
    tagsManifest.set(tag, merged);
  });
}

/** What this process has yet to write to Redis, and its build's record: the tests wait on these. */
export const sharedCacheState = () => ({
  unrecordedRevalidations: unrecorded.length,
  unsharedEntries: unshared.size,
  announced,
  unansweredAnnounces,
  superseded,
  sweeps,
});

/** The tags an entry is checked against: Next's own rule in FileSystemCache.get. */
export function entryTags(entry: CacheHandlerValue | null, ctx: GetArgs[1]): string[] {
  if (ctx.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const value = entry?.value as { headers?: Record<string, unknown> } | null | undefined;
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Pages whose lookup found nothing: their not-found render is kept nowhere (./unknown-pages.ts). */
const misses = createMissLedger();

const memoryCache = () => (FileSystemCache as unknown as { memoryCache?: Map<string, CacheHandlerValue> }).memoryCache;

export default class SharedCacheHandler extends FileSystemCache {
  /** Shares through Redis: REDIS_URL is set, this is not the build, and this cache is the server's
   * (Next also makes one for the proxy, without a build folder, which reads nothing). */
  private readonly shared: boolean;
  /** The running server's cache (not the build's, not the proxy's): where made-up addresses arrive. */
  private readonly serving: boolean;

  constructor(ctx: Context) {
    super(ctx);
    this.serving = !isBuildPhase() && typeof ctx.serverDistDir === 'string';
    this.shared = shared && typeof ctx.serverDistDir === 'string';
    if (!this.shared) return;
    if (buildId === undefined) {
      buildId = readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
      void followBuilds();
    }
    if (ctx.maxMemoryCacheSize && !memoryCache())
      throw new Error(
        "cache handler: Next's FileSystemCache has no memoryCache (see docs/architecture.md, Next upgrade checklist)",
      );
  }

  private redisKey(key: string) {
    return `${ENTRIES}${buildId}:${key}`;
  }

  async get(...[key, ctx]: GetArgs): Promise<CacheHandlerValue | null> {
    const entry = await this.lookup(key, ctx);
    if (this.serving && ctx.kind !== 'FETCH') {
      if (entry) misses.take(key);
      else misses.missed(key);
    }
    return entry;
  }

  private async lookup(...[key, ctx]: GetArgs): Promise<CacheHandlerValue | null> {
    if (!this.shared) return super.get(key, ctx);
    const redisKey = this.redisKey(key);
    const answer = await redis((client) => client.get(redisKey));
    const fromRedis = answer === undefined ? null : stored(answer);
    // This instance's own copy (memory, then disk), by Next's rule: none if its tags expired. Not a data-cache
    // entry only on disk when Redis has one: Next rewrites such an entry, dated now, when its tags differ.
    const onDiskOnly = ctx.kind === 'FETCH' && fromRedis !== null && !memoryCache()?.get(key);
    const local = onDiskOnly ? null : await super.get(key, ctx);
    const entry = newerEntry(local, fromRedis);
    if (entry && entry === fromRedis) {
      // Kept as the local copy: for when Redis is unavailable, and to compare the next answer with.
      memoryCache()?.set(key, entry);
    } else if (local?.value && answer !== undefined && sharedIsBehind(local, fromRedis)) {
      // Redis answered with no such entry (a page the build prerendered, or one rendered while Redis was away)
      // or an older one (this instance's write missed its time limit): share this instance's.
      void share(redisKey, local, answer === null);
    }
    const tags = entryTags(entry, ctx);
    if (tags.length > 0) await syncTags(tags);
    return entry;
  }

  async set(...[key, written, ctx]: SetArgs): Promise<void> {
    if (this.serving && misses.take(key) && isNotFoundPage(written)) return;
    // The same value, header included, goes to the memory copy, the disk and Redis.
    // The Studio hydrates as Next writes it (scripts/build/compile-hints.ts leaves it alone too).
    const page = isStudioPath(pathOfCacheKey(key)) ? written : entryWithScriptsAfterFirstPaint(written);
    const data = withEntryPolicy(key, page);
    const writing = super.set(key, data, ctx);
    // Next dates its memory copy as it is called: Redis's copy gets the same time, so the two compare equal.
    const lastModified = memoryCache()?.get(key)?.lastModified ?? Date.now();
    await writing;
    if (!this.shared || !data) return;
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    await share(this.redisKey(key), { lastModified, value: data, cacheControl });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!this.shared || list.length === 0) return;
    const now = Date.now();
    // The rule of Next's own file-system cache: with durations (revalidateTag(tag, 'max')) the
    // tag is stale now and expires later; without (updateTag) it expires now.
    unrecorded.push({
      tags: list,
      stale: durations ? now : undefined,
      expired: durations ? (durations.expire !== undefined ? now + durations.expire * 1000 : undefined) : now,
    });
    await replayRevalidations();
  }
}
