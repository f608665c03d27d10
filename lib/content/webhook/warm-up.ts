// After a webhook's revalidation: regenerate the touched pages at once, and log the ones that failed.

export type Warm = (paths: string[]) => Promise<{ path: string; status: number }[]>;

/** Next abandons a regeneration that fails here, keeps the last good page and retries within 30 s. */
export async function warmUp(warm: Warm, paths: string[], log: (message: string) => void): Promise<void> {
  const warmed = await warm(paths).catch(() => paths.map((path) => ({ path, status: 0 })));
  const failed = warmed.filter((page) => page.status === 0 || page.status >= 500).map((page) => page.path);
  if (failed.length > 0)
    log(`[content] webhook: regeneration failed for ${failed.join(', ')}; the last good pages stay`);
  else log(`[content] webhook: regenerated ${paths.join(', ')}`);
}
