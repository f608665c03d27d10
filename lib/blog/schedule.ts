// Scheduled posts: a post dated in the future is not live until its time, and nothing announces that time (no
// webhook fires). So the post reads' cached answers are given a lifetime that ends when a scheduled post goes live.
import { contentRevalidateSeconds } from '@/lib/content/config';

/**
 * Seconds a cached post read stays fresh at `now`, given the publication times near it (postScheduleQuery): until
 * the next one comes, and, for one that passed less than an hour ago, no longer than since it passed — an entry
 * older than that was read before the post was live. Next judges an entry's age against the lifetime given at
 * each read, and a page regenerates as early as its shortest read says, so the post appears at its first visit
 * after its time. With nothing scheduled, the hourly default.
 */
export function postReadLifetime(times: readonly string[], now = Date.now()): number {
  let lifetime = contentRevalidateSeconds;
  for (const time of times) {
    const at = Date.parse(time);
    if (Number.isNaN(at)) continue;
    const seconds = at > now ? Math.ceil((at - now) / 1000) : Math.floor((now - at) / 1000);
    lifetime = Math.min(lifetime, seconds);
  }
  return Math.max(1, lifetime);
}
