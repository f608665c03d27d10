// How long a cached read of a document with times in it stays right: until the next of its times. Nothing announces
// such a time (no webhook fires), so the read's cache life ends then, and a page, which regenerates as early as its
// shortest read says, changes at its first visit after it (the offer's start and end, a plan's next price).
import { contentRevalidateSeconds } from '@/lib/content/config';

/** Seconds from `now` to the next of `times` still ahead (whole seconds, at least 1); none ahead: the hourly
 * default. A missing or unreadable time counts as none. */
export function lifetimeUntilNext(times: readonly (string | null | undefined)[], now = Date.now()): number {
  let lifetime = contentRevalidateSeconds;
  for (const time of times) {
    const at = time ? Date.parse(time) : Number.NaN;
    if (at > now) lifetime = Math.min(lifetime, Math.ceil((at - now) / 1000));
  }
  return Math.max(1, lifetime);
}
