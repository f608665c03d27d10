// HTTP 503 for a page whose content cannot be loaded and that has no last good version.
//
// Next lets a page answer 200, 404, 401 or 403, never 503. A page that meets a content fault
// renders its 'temporarily unavailable' notice and throws inside a Suspense boundary
// (components/layout/content-unavailable.tsx): Next then sends the HTML rendered outside that
// boundary (the whole notice) with status 500 and `Cache-Control: private, no-cache, no-store`,
// and caches nothing; a failed regeneration of a page Next already holds is discarded and the last
// good page stays. The page also marks its path here. The server's request hook (instrumentation.ts,
// Node's `http.server.request.start` diagnostics channel) turns a 500 for a path marked in the last
// 30 seconds into 503 with Retry-After, so visitors, crawlers and a balancer read it as "try again
// soon". The mark is process-wide (globalThis): the page and the hook are bundled separately.
// Guarded by tests/e2e-sanity/content-faults.spec.ts (an unknown post during an outage: 503).
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The Retry-After of a 503, in seconds: about when the content service is worth asking again. */
export const retryAfterSeconds = 30;
const MARK_LIFETIME_MS = 30_000;

const MARKS = Symbol.for('launchframe.content-unavailable-marks');
type Marks = Map<string, number>;
const marks = (): Marks => ((globalThis as Record<symbol, Marks>)[MARKS] ??= new Map());

/** '/blog/caf%C3%A9/?x' and '/blog/café' → '/blog/café'. */
function normalise(path: string): string {
  const pathname = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Called by a page that renders its 'temporarily unavailable' notice for `path`. */
export function markContentUnavailable(path: string, now = Date.now()): void {
  const all = marks();
  if (all.size > 1000) all.clear();
  all.set(normalise(path), now);
}

/** Whether a 500 for `path` is a page's content fault (marked in the last 30 seconds). */
export function isMarkedUnavailable(path: string, now = Date.now()): boolean {
  const marked = marks().get(normalise(path));
  return marked !== undefined && now - marked < MARK_LIFETIME_MS;
}

/** Rewrites the status line of `response` when the page behind it was marked unavailable. */
export function rewriteMarkedStatus(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && isMarkedUnavailable(request.url ?? '/')) {
      this.setHeader('Retry-After', String(retryAfterSeconds));
      this.setHeader('Cache-Control', 'no-store');
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...rest);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}

/** Hooks every request of this server (once, at start: instrumentation.ts). */
export function answerMarkedPagesWith503(): void {
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    rewriteMarkedStatus(request, response);
  });
}
