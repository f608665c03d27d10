// When an undelivered lead is tried again: growing steps, then the last for as long as a page is open, jittered.

export const BACKOFF_STEPS_MS = [5_000, 30_000, 120_000, 600_000] as const;
export const BACKOFF_JITTER = 0.2;

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const step = BACKOFF_STEPS_MS[Math.min(Math.max(attempts, 1), BACKOFF_STEPS_MS.length) - 1] ?? BACKOFF_STEPS_MS[0];
  return Math.round(step * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random()));
}
