// The Content-Security-Policy a page's cache entry carries with its HTML: that HTML's inline scripts by hash. Next
// sends an entry's headers with the page, after the proxy's policy (with 'unsafe-inline' for a page the server
// regenerates), and a browser enforces both. Learn more: docs/decisions/0028-csp-hashes-for-regenerated-pages.md
// Imported by the cache handler (unbundled) and a build step: relative imports with their extension only.
import { pageScriptHashes } from '../inline-script-hashes.ts';
import { isStudioPath, scriptSrcPolicy } from '../security-headers.ts';

export const entryPolicyHeader = 'content-security-policy';

/** The policy of the page at `path` whose HTML is `html`. */
export const entryPolicy = (path: string, html: string) =>
  scriptSrcPolicy({ scriptHashes: pageScriptHashes(html), studio: isStudioPath(path) });

/** The page's address in Next's cache key (`/route-cache/APP_PAGE/<route hash>/$/case-studies/tallyflow`;
 * `/` is `/index`), guarded by tests/unit/next-internals.test.ts. */
export function pathOfCacheKey(key: string): string {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
}

/** What is read here of an entry's value: Next's page (APP_PAGE) has its HTML as a string and its headers. */
type EntryValue = { kind?: unknown; html?: unknown; headers?: Record<string, unknown> };

/** A page with its policy among its headers; any other entry as it is. A copy: what Next passed in stays as
 * Next made it (the render that made the page is answered with Next's own headers). */
export function withEntryPolicy<T>(key: string, data: T): T {
  const value = data as EntryValue | null;
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return data;
  const policy = entryPolicy(pathOfCacheKey(key), value.html);
  return { ...value, headers: { ...value.headers, [entryPolicyHeader]: policy } } as T;
}
