// One Content-Security-Policy per answer: Next appends a cached page's entry headers after those the proxy set, and
// the entry's own script-src (its HTML's hashes: lib/cache/entry-policy.ts) is joined to the proxy's policy instead
// of going out as a second policy, which a browser would enforce as well, blocking a regenerated page's scripts.
// Relies on Next's app-page handler calling `appendHeader` for an entry's headers: guarded by
// tests/e2e/content-security.spec.ts. Learn more: docs/decisions/0028-csp-hashes-for-regenerated-pages.md
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withScriptSources } from '@/lib/security-headers';

const CSP = 'content-security-policy';

/** Whether `value` is a policy with script-src alone, as a cache entry's is. */
const isScriptSrcOnly = (value: unknown): value is string =>
  typeof value === 'string' && /^script-src [^;]*$/.test(value);

export function joinEntryPolicies(response: ServerResponse): void {
  const append = response.appendHeader;
  response.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    const current = this.getHeader(CSP);
    if (name.toLowerCase() === CSP && typeof current === 'string' && isScriptSrcOnly(value)) {
      this.setHeader(CSP, withScriptSources(current, value));
      return this;
    }
    return append.call(this, name, value);
  };
}

export function oneCspPerAnswer(): void {
  subscribe('http.server.request.start', (message) => {
    joinEntryPolicies((message as { request: IncomingMessage; response: ServerResponse }).response);
  });
}
