// Next's cache handler for the server build (next.config.ts `cacheHandler`): Next's own
// FileSystemCache, with Redis in front when REDIS_URL is set at start, so that every instance shares
// the ISR pages, the data cache and the revalidation tags.
//   get            Redis first; on a miss, the local cache, whose entry is then shared in Redis.
//   set            the local cache, then Redis.
//   revalidateTag  this process at once, then Redis (replayed when Redis was away).
// Tag states are copied into Next's tags manifest before an entry is returned, so Next decides
// staleness as on one instance. Entries are kept per build, tag states across builds.
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
import { isBuildPhase } from '../content/phase.ts';
import { env } from '../env.ts';
import { withRedis } from './redis.ts';

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
const PREFIX = 'launchframe';
const TAGS_STALE = `${PREFIX}:tags:stale`;
const TAGS_EXPIRED = `${PREFIX}:tags:expired`;
/** An entry lives in Redis at most two weeks; a miss falls back to the local cache. */
const MAX_TTL_SECONDS = 14 * 24 * 3600;

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

const ttlSeconds = (entry: { cacheControl?: { expire?: number } }) => {
  const expire = entry.cacheControl?.expire;
  return Math.max(60, Math.min(typeof expire === 'number' ? expire : MAX_TTL_SECONDS, MAX_TTL_SECONDS));
};

/** Tag revalidations Redis has not recorded yet, oldest first (replayed when it is back). */
const unrecorded: { tags: string[]; stale?: number; expired?: number }[] = [];
let replaying = false;

async function replayRevalidations() {
  if (replaying) return;
  replaying = true;
  try {
    while (unrecorded.length > 0) {
      const { tags, stale, expired } = unrecorded[0]!;
      const recorded = await redis((client) => {
        const batch = client.multi();
        for (const tag of tags) {
          if (stale !== undefined) batch.hSet(TAGS_STALE, tag, String(stale));
          if (expired !== undefined) batch.hSet(TAGS_EXPIRED, tag, String(expired));
        }
        return batch.exec();
      });
      if (recorded === undefined) return;
      unrecorded.shift();
    }
  } finally {
    replaying = false;
  }
}

if (shared) setInterval(() => void replayRevalidations(), 5_000).unref();

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
    const local = tagsManifest.get(tag) ?? {};
    tagsManifest.set(tag, {
      stale: Math.max(local.stale ?? 0, sharedStale ?? 0) || undefined,
      expired: sharedExpired ?? local.expired,
    });
  });
}

/** The tags an entry is checked against: Next's own rule in FileSystemCache.get. */
export function entryTags(entry: CacheHandlerValue | null, ctx: GetArgs[1]): string[] {
  if (ctx.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const value = entry?.value as { headers?: Record<string, unknown> } | null | undefined;
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header ? header.split(',') : [];
}

let buildId: string | undefined;
const memoryCache = () => (FileSystemCache as unknown as { memoryCache?: Map<string, CacheHandlerValue> }).memoryCache;

export default class SharedCacheHandler extends FileSystemCache {
  /** Shares through Redis: REDIS_URL is set, this is not the build, and this cache is the server's
   * (Next also makes one for the proxy, without a build folder, which reads nothing). */
  private readonly shared: boolean;

  constructor(ctx: Context) {
    super(ctx);
    this.shared = shared && typeof ctx.serverDistDir === 'string';
    if (!this.shared) return;
    buildId ??= readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    if (ctx.maxMemoryCacheSize && !memoryCache())
      throw new Error(
        "cache handler: Next's FileSystemCache has no memoryCache (see docs/architecture.md, Next upgrade checklist)",
      );
  }

  private redisKey(key: string) {
    return `${PREFIX}:${buildId}:${key}`;
  }

  async get(...[key, ctx]: GetArgs): Promise<CacheHandlerValue | null> {
    if (!this.shared) return super.get(key, ctx);
    const stored = await redis((client) => client.get(this.redisKey(key)));
    let entry: CacheHandlerValue | null = null;
    try {
      entry = typeof stored === 'string' ? decode(stored) : null;
    } catch {
      entry = null;
    }
    if (entry) {
      // A local copy, for when Redis is unavailable.
      memoryCache()?.set(key, entry);
    } else {
      entry = await super.get(key, ctx);
      // Redis answered that it has no such entry: share this instance's (a page the build
      // prerendered, or one rendered while Redis was away).
      if (entry?.value && stored === null) {
        const local = entry;
        void redis((client) => client.set(this.redisKey(key), encode(local), { NX: true, EX: ttlSeconds(local) }));
      }
    }
    const tags = entryTags(entry, ctx);
    if (tags.length > 0) await syncTags(tags);
    return entry;
  }

  async set(...[key, data, ctx]: SetArgs): Promise<void> {
    await super.set(key, data, ctx);
    if (!this.shared || !data) return;
    const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
    const entry = { lastModified: Date.now(), value: data, cacheControl };
    await redis((client) => client.set(this.redisKey(key), encode(entry), { EX: ttlSeconds(entry) }));
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
