// When a lead that could not be delivered is tried again. The steps grow so that an endpoint
// that is down (quota exceeded, lock timeouts, an outage) is not hammered by every open page,
// and never end: a lead is retried every 10 minutes for as long as a page of the site is open,
// until the endpoint confirms it. Jitter (±20 %) keeps tabs and visitors from retrying in step.

/** Delay after the 1st, 2nd, 3rd and every later failed delivery of a lead. */
export const BACKOFF_STEPS_MS = [5_000, 30_000, 120_000, 600_000] as const;
export const BACKOFF_JITTER = 0.2;

/** Milliseconds to wait after a lead's `attempts`-th failed delivery (attempts ≥ 1). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const step = BACKOFF_STEPS_MS[Math.min(Math.max(attempts, 1), BACKOFF_STEPS_MS.length) - 1] ?? BACKOFF_STEPS_MS[0];
  return Math.round(step * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random()));
}
