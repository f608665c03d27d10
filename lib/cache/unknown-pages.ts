// Not-found pages at addresses the cache never held are kept nowhere: a stranger's loop of made-up addresses
// would otherwise leave one page per address on the instance's disk and in Redis for as long as a page lives.
// Rendering one again is cheap (the content layer answers an unknown address from its cached list of
// addresses). A not-found page that replaces a page the cache held (a post unpublished) is stored as usual,
// so the old page is not served again. Relative imports only: Next imports the cache handler unbundled.

/** Keys whose lookup found nothing, until their render is stored: bounded, so a flood cannot grow it. */
export function createMissLedger(max = 10_000) {
  const missed = new Set<string>();
  return {
    missed(key: string) {
      if (missed.size >= max) missed.delete(missed.values().next().value!);
      missed.add(key);
    },
    /** Whether the key's last lookup found nothing; forgets it either way (a render follows one lookup). */
    take(key: string): boolean {
      return missed.delete(key);
    },
  };
}

/** Next's value for a page rendered with status 404 (`notFound()`), or a route handler's 404 answer. */
export const isNotFoundPage = (value: unknown): boolean =>
  !!value &&
  typeof value === 'object' &&
  ['APP_PAGE', 'APP_ROUTE'].includes((value as { kind?: unknown }).kind as string) &&
  (value as { status?: unknown }).status === 404;
