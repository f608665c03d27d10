// The redirect table (pure): one rule per old address, chains collapsed to one hop; loops, repeats, chains over
// 10 hops and redirects at a live page's address left out and reported; the lookup of a request's path and the
// address it is sent to. The proxy, the export's host files and the Studio's loop check share it. Relative
// imports: the export's build step (plain Node) loads it.
import { redirectLimits, sitePathOf, withoutTrailingSlash } from './limits.ts';

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

/** A site path as a browser would ask for it: dot segments resolved, without its trailing slash (the site would
 * answer it with one more redirect). Another site's URL stays as it is. */
function normalisedTarget(to: string): string {
  const path = sitePathOf(to);
  return path === null ? to : joinTarget({ ...splitTarget(to), path });
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

/** The most hops a chain may take; a longer one is left out (a browser gives up after about 20). */
export const maxChainHops = 10;

/** An address's place in the table: where it finally leads, or why it is left out. */
type Resolution =
  | { kind: 'end'; to: string; hops: number }
  | { kind: 'long' }
  | { kind: 'too-long-target' }
  | { kind: 'loop'; entry: string; length: number };

export type RedirectTableOptions = {
  /** Addresses a page of the site answers at (no trailing slash): the page wins, the redirect is left out. */
  pages?: ReadonlySet<string>;
};

/**
 * The table of `redirects` (already valid one by one; in document order). The first document wins an old
 * address; a redirect at a page's address is left out (the page wins); a chain a → b → c becomes a → c with the
 * first hop's status; a chain of more than `maxChainHops` hops, one whose target ends up over `redirectLimits.toMax`
 * characters and a loop are left out. Each left-out document is named in `problems`. Each address is resolved
 * once (memoised), so the work grows with the number of redirects, not with the chains' lengths.
 */
export function buildRedirectTable(
  redirects: readonly Redirect[],
  { pages }: RedirectTableOptions = {},
): { table: RedirectTable; problems: string[] } {
  const problems: string[] = [];
  const claimed = new Map<string, string>();
  const byFrom = new Map<string, Redirect>();
  // Each target's path on this site, worked out once: chains are walked by it.
  const sitePaths = new Map<string, string | null>();
  for (const redirect of redirects) {
    const from = withoutTrailingSlash(redirect.from);
    const taken = claimed.get(from);
    if (taken) {
      problems.push(`redirect ${redirect.id} left out: ${from} is already redirected by ${taken}`);
      continue;
    }
    claimed.set(from, redirect.id);
    if (pages?.has(from))
      problems.push(`redirect ${redirect.id} left out: a page of the site answers at ${from}, and the page wins`);
    else {
      const to = normalisedTarget(redirect.to);
      byFrom.set(from, { ...redirect, from, to });
      sitePaths.set(from, sitePathOf(to));
    }
  }
  // The next address of a chain: it ends at another site, an address no redirect has, or a page.
  const nextOf = (from: string) => {
    const next = sitePaths.get(from) ?? null;
    return next !== null && byFrom.has(next) ? next : null;
  };

  const resolved = new Map<string, Resolution>();
  for (const start of byFrom.keys()) {
    if (resolved.has(start)) continue;
    // Walk forward to an address already resolved, the end of the chain, or one passed in this walk (a loop).
    const walk: string[] = [];
    const onWalk = new Map<string, number>();
    let reached: Resolution | null = null;
    for (let at: string | null = start; at !== null;) {
      const known = resolved.get(at);
      if (known) {
        reached = known;
        break;
      }
      const loopAt = onWalk.get(at);
      if (loopAt !== undefined) {
        // Each address of the loop comes back to itself.
        const cycle = walk.length - loopAt;
        for (const member of walk.splice(loopAt))
          resolved.set(member, { kind: 'loop', entry: member, length: cycle + 1 });
        reached = resolved.get(at)!;
        break;
      }
      onWalk.set(at, walk.length);
      walk.push(at);
      at = nextOf(at);
    }
    // Back from the end: each address's resolution follows from the next one's.
    for (let index = walk.length - 1; index >= 0; index -= 1) {
      const from = walk[index]!;
      const own = byFrom.get(from)!.to;
      let resolution: Resolution;
      if (reached === null) resolution = { kind: 'end', to: own, hops: 1 };
      else if (reached.kind === 'end') {
        const hops = reached.hops + 1;
        resolution = hops > maxChainHops ? { kind: 'long' } : { kind: 'end', to: followed(own, reached.to), hops };
      } else if (reached.kind === 'loop')
        resolution = { kind: 'loop', entry: reached.entry, length: reached.length + 1 };
      else if (reached.kind === 'too-long-target') resolution = reached;
      else resolution = { kind: 'long' };
      // A collapsed target only grows back along a chain (its queries add up): every earlier one is over too.
      if (resolution.kind === 'end' && resolution.to.length > redirectLimits.toMax)
        resolution = { kind: 'too-long-target' };
      resolved.set(from, resolution);
      reached = resolution;
    }
  }

  /** The first `count` addresses from `from` on, "…" past `maxChainHops` + 1 of them, then `last` if given. */
  const chainFrom = (from: string, count: number, last?: string) => {
    const shown: string[] = [];
    for (let at: string | null = from; at !== null && shown.length < count; at = nextOf(at)) {
      if (shown.length > maxChainHops) {
        shown.push('…');
        break;
      }
      shown.push(at);
    }
    return [...shown, ...(last === undefined ? [] : [last])].join(' → ');
  };

  const table = new Map<string, Redirect>();
  for (const [from, redirect] of byFrom) {
    const resolution = resolved.get(from)!;
    const left = `redirect ${redirect.id} left out:`;
    if (resolution.kind === 'end') table.set(from, { ...redirect, to: resolution.to });
    else if (resolution.kind === 'loop')
      problems.push(`${left} it loops (${chainFrom(from, resolution.length - 1, resolution.entry)})`);
    else if (resolution.kind === 'long')
      problems.push(`${left} its chain takes more than ${maxChainHops} hops (${chainFrom(from, Infinity)})`);
    else
      problems.push(
        `${left} its chain ends at a new address of more than ${redirectLimits.toMax} characters (${chainFrom(from, Infinity)})`,
      );
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
  // Paths as a browser asks for them ("/./a" is "/a"): a loop through another spelling is still a loop.
  const passed = [withoutTrailingSlash(from)];
  const seen = new Set(passed);
  for (let next = sitePathOf(to); next !== null;) {
    if (seen.has(next)) return [...passed, next];
    passed.push(next);
    seen.add(next);
    const onward = byFrom.get(next);
    next = onward === undefined ? null : sitePathOf(onward);
  }
  return null;
}
