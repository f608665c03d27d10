// One instance's redirect table, in memory: read at most every few seconds while it serves, the last good one
// kept through a fault. Each instance reads for itself, so a publish reaches them all without the webhook.
// Learn more: docs/decisions/0027-redirects-in-the-proxy.md
import 'server-only';
import { buildRedirectTable, matchRedirect, type Redirect, type RedirectTable } from '@/lib/redirects/rules';
import { parseRedirects } from '@/lib/redirects/schemas';

export type RedirectTableOptions = {
  /** The redirect documents as the content service answers (parsed here); throws on a fault. */
  read: () => Promise<unknown>;
  now?: () => number;
  /** A table checked this long ago is read again in the background while it keeps serving. */
  refreshMs?: number;
  /** The longest a request waits for a read: the first one, or one after the table went unchecked for twice
   * `refreshMs` (an idle instance), when serving what it holds could miss a publish older than that. */
  waitMs?: number;
  /** After one good read, never again (the embedded dataset changes only with a deploy). */
  once?: boolean;
  log?: (message: string) => void;
};

/** Five seconds and the read's own time: a publish redirects on every instance within 10 s. */
export const redirectsRefreshMs = 5_000;
export const redirectsWaitMs = 1_000;

export function createRedirectTable({
  read,
  now = Date.now,
  refreshMs = redirectsRefreshMs,
  waitMs = redirectsWaitMs,
  once = false,
  log = console.error,
}: RedirectTableOptions) {
  let table: RedirectTable | null = null;
  let checkedAt = -Infinity;
  let reading: Promise<void> | null = null;
  let failing = false;
  // A document left out is named once, and again only if it comes back after being fixed.
  let reported = new Set<string>();

  async function refresh() {
    try {
      const { redirects, problems: malformed } = parseRedirects(await read());
      const built = buildRedirectTable(redirects);
      const problems = [...malformed, ...built.problems];
      for (const problem of problems) if (!reported.has(problem)) log(`[redirects] ${problem}`);
      reported = new Set(problems);
      if (failing) log(`[redirects] read again: ${built.table.size} redirects`);
      table = built.table;
      failing = false;
    } catch (error) {
      // Once per outage: the next lines would say the same every few seconds.
      if (!failing) {
        const kept = table
          ? `the last good list (${table.size} redirects) stays`
          : 'no redirects until a read succeeds';
        log(`[redirects] ${error instanceof Error ? error.message : String(error)}; ${kept}`);
      }
      failing = true;
    } finally {
      checkedAt = now();
      reading = null;
    }
  }

  /** Resolves when `read` settles or after `waitMs`, whichever is first; the read goes on either way. */
  function waitFor(read: Promise<void>) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    return Promise.race([read, waited]).finally(() => clearTimeout(timer));
  }

  return {
    /** The rule for a request's path, if any. No read per request: an unknown address costs a map lookup. */
    async lookup(pathname: string): Promise<Redirect | undefined> {
      const age = now() - checkedAt;
      const due = age >= refreshMs && (table === null || !once);
      if (due && !reading) reading = refresh();
      if (reading && (table === null || age >= 2 * refreshMs)) await waitFor(reading);
      return table ? matchRedirect(table, pathname) : undefined;
    },
  };
}
