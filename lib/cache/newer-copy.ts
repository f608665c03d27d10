// Which copy wins, this instance's or Redis's (pure): an entry or tag state from Redis never replaces a newer local one.

/** A cache entry as Next dates it: the time it was rendered (ms). */
export type Dated = { lastModified: number };

/**
 * The copy to serve: Redis's only when it was rendered after this instance's own. A write that missed its
 * time limit reaches Redis late or not at all, so Redis can hold an older page than one this instance served.
 * Equal times are one write seen twice: the local copy, already in hand.
 */
export function newerEntry<T extends Dated>(local: T | null, shared: T | null): T | null {
  if (!shared) return local;
  if (!local) return shared;
  return shared.lastModified > local.lastModified ? shared : local;
}

/** Redis holds none of this entry, or an older one: this instance's copy should be written there. */
export const sharedIsBehind = (local: Dated, shared: Dated | null) =>
  shared === null || shared.lastModified < local.lastModified;

/** A tag's state in Next's tags manifest: when it went stale, when it expires (ms). */
export type TagState = { stale?: number; expired?: number };

/**
 * When the state's last revalidation happened: its stale time (revalidateTag with durations, as the site does),
 * or its expiry once that has passed (updateTag expires a tag at once and leaves stale as it was).
 */
const revalidatedAt = (state: TagState, now: number) =>
  Math.max(state.stale ?? 0, state.expired !== undefined && state.expired <= now ? state.expired : 0);

/**
 * This instance's state of a tag merged with Redis's. Stale is the later of the two: a tag this instance staled
 * is never made fresh again by a Redis that has not recorded it yet. The expiry is the newer revalidation's
 * (on a tie, Redis's), so an older state from Redis never moves a newer expiry.
 */
export function mergeTagState(local: TagState, shared: TagState, now: number): TagState {
  const stale = Math.max(local.stale ?? 0, shared.stale ?? 0) || undefined;
  const localIsNewer = revalidatedAt(local, now) > revalidatedAt(shared, now);
  const expired = localIsNewer ? (local.expired ?? shared.expired) : (shared.expired ?? local.expired);
  return { stale, expired };
}
