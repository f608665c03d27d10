// A landing page prepared to go live at a time (its `liveFrom`): before it, the page does not exist for visitors
// (not found, not in the sitemap, not among the addresses), and nothing announces that time (no webhook fires).
// So the reads keep the page's go-live time and the site decides by its own clock at each render, and a cached
// read's lifetime ends at the next go-live time: the page, the not-found answer at its address and the sitemap
// regenerate at their first visit after it, as the offer does (lib/marketing/offer.ts). The export shows the
// page from its next build after the time. An editor's preview shows a scheduled page at any time.
import { contentRevalidateSeconds } from '@/lib/content/config';

/** Live at `now`: no go-live time, or one that has come. A time that is not one counts as come (the parser refuses it). */
export const isLiveAt = (liveFrom: string | null | undefined, now = Date.now()) =>
  !liveFrom || !(Date.parse(liveFrom) > now);

/**
 * Seconds a cached landing read stays right at `now`, given the pages' go-live times: until the next one still to
 * come; with none ahead, the hourly default.
 */
export function goLiveLifetime(times: readonly (string | null | undefined)[], now = Date.now()): number {
  let lifetime = contentRevalidateSeconds;
  for (const time of times) {
    const at = time ? Date.parse(time) : Number.NaN;
    if (at > now) lifetime = Math.min(lifetime, Math.ceil((at - now) / 1000));
  }
  return Math.max(1, lifetime);
}
