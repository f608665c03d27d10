// One instance's redirect table, in memory: read again after a publish (this instance's webhook, or another's seen
// through the revalidation times the instances share), else at most once a minute; the last good one kept
// through a fault, and not rebuilt when a read answers what the last one did.
// Learn more: docs/decisions/0027-redirects-in-the-proxy.md
import 'server-only';
import { sitePagePaths } from '@/lib/redirects/pages';
import { buildRedirectTable, matchRedirect, type Redirect, type RedirectTable } from '@/lib/redirects/rules';
import { parseRedirectRead } from '@/lib/redirects/schemas';

export type RedirectTableOptions = {
  /** The redirects query's answer (parsed here); throws on a fault. */
  read: () => Promise<unknown>;
  /** A number that changes with each publish this instance's webhook receives (cheap: asked per request). */
  localPublishes?: () => number;
  /** What the instances share of their publishes (another instance's webhook), undefined when it cannot say;
   * asked at most every `checkMs`. */
  sharedPublishes?: () => Promise<string | undefined>;
  now?: () => number;
  /** Without a publish, the table is read again this long after the last read. */
  fallbackMs?: number;
  /** After a failed read, while a publish waits to be read or before the first good read: the next attempt. */
  retryMs?: number;
  checkMs?: number;
  /** The longest a request waits: for the first read, or, on an instance idle for twice `checkMs`, for the
   * check of the shared publishes and the read it starts. */
  waitMs?: number;
  /** After one good read, never again (the embedded dataset changes only with a deploy). */
  once?: boolean;
  log?: (message: string) => void;
};

/** No instance reads the content service more than once a minute without a publish. */
export const redirectsFallbackMs = 60_000;
export const redirectsRetryMs = 5_000;
/** A publish on another instance reaches this one within this and the read's own time. */
export const redirectsCheckMs = 2_000;
export const redirectsWaitMs = 1_000;

export function createRedirectTable({
  read,
  localPublishes = () => 0,
  sharedPublishes,
  now = Date.now,
  fallbackMs = redirectsFallbackMs,
  retryMs = redirectsRetryMs,
  checkMs = redirectsCheckMs,
  waitMs = redirectsWaitMs,
  once = false,
  log = console.error,
}: RedirectTableOptions) {
  let table: RedirectTable | null = null;
  /** The published landing pages' slugs, from the same read: the proxy answers any other one-segment address
   * with the cached not-found page (lib/landing/unknown-address.ts). */
  let landingPages: ReadonlySet<string> | null = null;
  /** The parsed answer the table was built from: an equal one keeps the table. */
  let builtFrom: string | null = null;
  let attemptedAt = -Infinity;
  let checkedAt = -Infinity;
  /** A publish this table has not read yet. */
  let stale = false;
  let seenLocal = localPublishes();
  let seenShared: string | undefined;
  let reading: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let failing = false;
  // A document left out is named once, and again only if it comes back after being fixed.
  let reported = new Set<string>();

  async function refresh() {
    const local = localPublishes();
    try {
      // Before the read: a publish after this point shows as a change at the next check.
      const shared = sharedPublishes ? await sharedPublishes().catch(() => undefined) : undefined;
      if (shared !== undefined) checkedAt = now();
      const { redirects, problems: malformed, pages } = parseRedirectRead(await read());
      const answer = JSON.stringify([redirects, pages]);
      if (answer !== builtFrom) {
        const built = buildRedirectTable(redirects, { pages: sitePagePaths(pages) });
        const problems = [...malformed, ...built.problems];
        for (const problem of problems) if (!reported.has(problem)) log(`[redirects] ${problem}`);
        reported = new Set(problems);
        table = built.table;
        landingPages = new Set(pages.landingPage);
        builtFrom = answer;
      }
      if (failing) log(`[redirects] read again: ${table!.size} redirects`);
      failing = false;
      seenLocal = local;
      if (shared !== undefined) seenShared = shared;
      stale = false;
    } catch (error) {
      // Once per outage: the next lines would say the same at each attempt.
      if (!failing) {
        const kept = table
          ? `the last good list (${table.size} redirects) stays`
          : 'no redirects until a read succeeds';
        log(`[redirects] ${error instanceof Error ? error.message : String(error)}; ${kept}`);
      }
      failing = true;
    } finally {
      attemptedAt = now();
      reading = null;
    }
  }

  /** Another instance's publish: the shared state differs from the one seen at the last good read. */
  async function check() {
    try {
      const shared = await sharedPublishes!();
      // Unknown at the last read (Redis away): read again once it answers, to be sure.
      if (shared !== undefined && shared !== seenShared) stale = true;
    } catch {
      // As if unknown: the minute's read still comes, and no request fails for it.
    } finally {
      checkedAt = now();
      checking = null;
    }
    if (!reading && readDue(now())) reading = refresh();
    await reading;
  }

  /** A publish is read at once (after a failed read, `retryMs` later); without one, `fallbackMs` after the last. */
  function readDue(at: number) {
    if (localPublishes() !== seenLocal) stale = true;
    const since = at - attemptedAt;
    if (table === null) return since >= retryMs;
    if (failing) return since >= (stale ? retryMs : fallbackMs);
    return stale || since >= fallbackMs;
  }

  /** Resolves when `work` settles or after `waitMs`, whichever is first; the work goes on either way. */
  function waitFor(work: Promise<void>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    return Promise.race([work, waited]).finally(() => clearTimeout(timer));
  }

  return {
    /** The rule for a request's path, if any. No read per request: an unknown address costs a map lookup. */
    async lookup(pathname: string): Promise<Redirect | undefined> {
      if (once && table) return matchRedirect(table, pathname);
      const at = now();
      if (!reading && readDue(at)) reading = refresh();
      const idle = sharedPublishes !== undefined && at - checkedAt >= 2 * checkMs;
      if (!reading && !checking && sharedPublishes && !once && at - checkedAt >= checkMs) checking = check();
      if (table === null && reading) await waitFor(reading);
      else if (idle && (checking ?? reading)) await waitFor((checking ?? reading)!);
      return table ? matchRedirect(table, pathname) : undefined;
    },
    /** The landing pages' slugs as of the last good read, or null while that may be out of date (no read yet, the
     * last one failed, or a publish not read yet): asked after `lookup`, which starts what is due. */
    landingPages(): ReadonlySet<string> | null {
      return failing || (stale && !once) ? null : landingPages;
    },
  };
}
