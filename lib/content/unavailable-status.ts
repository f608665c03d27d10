// HTTP 503 for a page whose content failed and that has no last good version: the page marks its path, and a
// request hook turns a 500 for a marked path into 503. Guarded by tests/e2e-sanity/content-faults.spec.ts.
// Learn more: docs/decisions/0018-503-for-a-page-with-nothing-to-fall-back-on.md
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** About when the content service is worth asking again. */
export const retryAfterSeconds = 30;
const MARK_LIFETIME_MS = 30_000;

// On globalThis: the page and the request hook are bundled separately.
const MARKS = Symbol.for('launchframe.content-unavailable-marks');
type Marks = Map<string, number>;
const marks = (): Marks => ((globalThis as Record<symbol, Marks>)[MARKS] ??= new Map());

function normalise(path: string): string {
  const pathname = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function markContentUnavailable(path: string, now = Date.now()): void {
  const all = marks();
  if (all.size > 1000) all.clear();
  all.set(normalise(path), now);
}

export function isMarkedUnavailable(path: string, now = Date.now()): boolean {
  const marked = marks().get(normalise(path));
  return marked !== undefined && now - marked < MARK_LIFETIME_MS;
}

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

export function answerMarkedPagesWith503(): void {
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    rewriteMarkedStatus(request, response);
  });
}
