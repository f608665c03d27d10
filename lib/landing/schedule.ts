// A landing page prepared to go live at a time (its `liveFrom`): before it, the page does not exist for visitors
// (not found, not in the sitemap, not among the addresses), and nothing announces that time (no webhook fires).
// So the reads keep the page's go-live time and the site decides by its own clock at each render, and a cached
// read's lifetime ends at the next go-live time: the page, the not-found answer at its address and the sitemap
// regenerate at their first visit after it, as the offer does (lib/marketing/offer.ts). The export shows the
// page from its next build after the time. An editor's preview shows a scheduled page at any time.

/** Live at `now`: no go-live time, or one that has come. A time that is not one counts as come (the parser refuses it). */
export const isLiveAt = (liveFrom: string | null | undefined, now = Date.now()) =>
  !liveFrom || !(Date.parse(liveFrom) > now);

/** Seconds a cached landing read stays right at `now`, given the pages' go-live times: until the next one still to
 * come; with none ahead, the hourly default (the same lifetime as the offer's and the prices' reads). */
export { lifetimeUntilNext as goLiveLifetime } from '@/lib/marketing/lifetime';
