// The redirect table (pure): one rule per old address, chains collapsed to one hop, loops and repeats left out
// and reported; the lookup of a request's path and the address it is sent to. The proxy, the export's host
// files and the Studio's loop check share it. Relative imports: the export's build step (plain Node) loads it.
import { sitePathOf, withoutTrailingSlash } from './limits.ts';

export type Redirect = {
  /** The document's `_id`, to name it in a report. */
  id: string;
  from: string;
  /** A path on this site (with its own query or hash) or a full URL. */
  to: string;
  permanent: boolean;
};

/** Old address (no trailing slash) → its rule, `to` already the end of any chain. */
export type RedirectTable = ReadonlyMap<string, Redirect>;

export const redirectStatus = (redirect: Pick<Redirect, 'permanent'>) => (redirect.permanent ? 308 : 307);

type Target = { path: string; query: string; hash: string };

function splitTarget(to: string): Target {
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt + 1),
    hash: hashAt === -1 ? '' : to.slice(hashAt + 1),
  };
}

const joinQuery = (...parts: string[]) => parts.filter(Boolean).join('&');

const joinTarget = ({ path, query, hash }: Target) => `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;

/** A site path without its trailing slash (the site would answer it with one more redirect). */
function normalisedTarget(to: string): string {
  if (sitePathOf(to) === null) return to;
  const target = splitTarget(to);
  return joinTarget({ ...target, path: withoutTrailingSlash(target.path) });
}

/**
 * Where a request is sent: the rule's target with the request's query added after the target's own
 * (`search` is '' or '?…'). A browser keeps the request's #fragment when the target has none.
 */
export function redirectLocation(redirect: Pick<Redirect, 'to'>, search: string): string {
  const target = splitTarget(redirect.to);
  return joinTarget({ ...target, query: joinQuery(target.query, search.replace(/^\?/, '')) });
}

/** `first` then `next` (which starts where `first` leads) as one hop: what the browser would end up asking. */
function followed(first: string, next: string): string {
  const earlier = splitTarget(first);
  const later = splitTarget(next);
  return joinTarget({
    path: later.path,
    query: joinQuery(later.query, earlier.query),
    hash: later.hash || earlier.hash,
  });
}

/**
 * The table of `redirects` (already valid one by one; in document order). The first document wins an old
 * address; a chain a → b → c becomes a → c with the first hop's status; a rule that comes back to an address it
 * passed (a loop) is left out. Each left-out document is named in `problems`.
 */
export function buildRedirectTable(redirects: readonly Redirect[]): { table: RedirectTable; problems: string[] } {
  const problems: string[] = [];
  const byFrom = new Map<string, Redirect>();
  for (const redirect of redirects) {
    const from = withoutTrailingSlash(redirect.from);
    const taken = byFrom.get(from);
    if (taken) {
      problems.push(`redirect ${redirect.id} left out: ${from} is already redirected by ${taken.id}`);
      continue;
    }
    byFrom.set(from, { ...redirect, from, to: normalisedTarget(redirect.to) });
  }

  const table = new Map<string, Redirect>();
  for (const [from, redirect] of byFrom) {
    const passed = [from];
    let to = redirect.to;
    let looped = false;
    for (let next = sitePathOf(to); next !== null; next = sitePathOf(to)) {
      const hop = byFrom.get(next);
      if (!hop) break;
      if (passed.includes(next)) {
        problems.push(`redirect ${redirect.id} left out: it loops (${[...passed, next].join(' → ')})`);
        looped = true;
        break;
      }
      passed.push(next);
      to = followed(to, hop.to);
    }
    if (!looped) table.set(from, { ...redirect, to });
  }
  return { table, problems };
}

export const matchRedirect = (table: RedirectTable, pathname: string): Redirect | undefined =>
  table.get(withoutTrailingSlash(pathname));

/**
 * For the Studio: the addresses a redirect from `from` to `to` would pass through the `others`, when they come
 * back to an address already passed (a loop), else null. ['/a', '/b', '/a'] reads "/a → /b → /a".
 */
export function redirectLoop(
  from: string,
  to: string,
  others: readonly Pick<Redirect, 'from' | 'to'>[],
): string[] | null {
  const byFrom = new Map<string, string>();
  for (const other of others) {
    const key = withoutTrailingSlash(other.from);
    if (!byFrom.has(key)) byFrom.set(key, other.to);
  }
  const passed = [withoutTrailingSlash(from)];
  for (let next = sitePathOf(to); next !== null;) {
    if (passed.includes(next)) return [...passed, next];
    passed.push(next);
    const onward = byFrom.get(next);
    next = onward === undefined ? null : sitePathOf(onward);
  }
  return null;
}
