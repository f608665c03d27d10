// Server build only (.server.ts keeps it out of the export): the redirects editors keep in Sanity, each page's CSP,
// which next.config.ts `headers()` cannot vary with a finished build's hashes (an editor's draft mode gets the
// run-time one), and an earlier deploy's draft-mode cookie cleared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { analytics, env } from '@/lib/env';
import { pagePolicies, parseCspManifest, type CspManifest } from '@/lib/page-policy';
import { redirectLocation, redirectStatus, type Redirect } from '@/lib/redirects/rules';
import { siteRedirects } from '@/lib/redirects/server-table';
import { analyticsConnectOrigins, leadConnectOrigins } from '@/lib/security-headers';

const dev = process.env.NODE_ENV === 'development';
// Read at run time from the finished build (not a file to trace into the server's bundle).
const distDir = join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
// Next internals (draft mode's cookie name, the preview id below): guarded by tests/e2e-sanity/preview.spec.ts.
const DRAFT_MODE_COOKIE = '__prerender_bypass';

function readManifest(): CspManifest | null {
  if (dev) return null;
  const file = join(distDir, 'csp-manifest.json');
  try {
    return parseCspManifest(readFileSync(file, 'utf8'));
  } catch (error) {
    // `next build` alone (not `npm run build`) writes no manifest.
    console.error(`proxy: no Content-Security-Policy manifest at ${file}; pages get 'unsafe-inline'.`, error);
    return null;
  }
}

const policyFor = pagePolicies(readManifest(), {
  dev,
  // The Studio's Presentation tool frames the site's pages (same origin).
  framing: 'self',
  extraConnect: [
    ...leadConnectOrigins(env.NEXT_PUBLIC_LEAD_ENDPOINT),
    ...analyticsConnectOrigins(analytics?.endpoint),
    ...(env.SANITY_API_HOST ? [env.SANITY_API_HOST] : []),
  ],
});

/** Next enables draft mode only for the build's preview id: a cookie from an earlier deploy gets the public page and
 * the build's policy, and is cleared. Without an id (next dev, no manifest) any value counts. */
function draftCookieCheck(): (value: string) => boolean {
  if (dev) return () => true;
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'));
    const previewModeId: unknown = manifest?.preview?.previewModeId;
    if (typeof previewModeId === 'string' && previewModeId) return (value) => value === previewModeId;
  } catch {
    // Reported below.
  }
  console.error("proxy: no preview id in the build's prerender-manifest.json; any draft-mode cookie counts.");
  return () => true;
}

const isDraftCookie = draftCookieCheck();

/** The request's query goes on with it. Next makes a same-site Location relative, so it holds behind nginx too. */
function redirectTo(redirect: Redirect, request: NextRequest) {
  const location = new URL(redirectLocation(redirect, request.nextUrl.search), request.url);
  const response = NextResponse.redirect(location, redirectStatus(redirect));
  // A browser keeps a 308 without a lifetime for good: this way a redirect an editor removes stops at once.
  response.headers.set('Cache-Control', 'no-cache');
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // An editor at an old address is sent on too. The table holds no redirect at a live page's address (its fixed
  // routes, published posts, case studies and landing pages: lib/redirects/pages.ts): the page wins, as on the export.
  const redirect = await siteRedirects.lookup(pathname);
  if (redirect) return redirectTo(redirect, request);
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  const draftMode = cookie !== undefined && isDraftCookie(cookie);
  const response = NextResponse.next();
  // An earlier deploy's cookie: Next ignores it and serves the public page; cleared, so that the browser stops
  // sending it (nginx passes every request that carries one to the instances).
  if (cookie !== undefined && !draftMode) response.cookies.delete(DRAFT_MODE_COOKIE);
  // Draft mode renders on request, so the inline scripts are not the build's: the run-time policy (never cached).
  response.headers.set('Content-Security-Policy', policyFor(pathname, { renderedOnRequest: draftMode }));
  return response;
}

// Pages only: not the build's static files, images, or the metadata and feed files (a redirect's `from` cannot
// end in one of these extensions: lib/redirects/limits.ts, checked by tests/unit/redirects.test.ts).
export const config = {
  matcher: ['/((?!_next/|api/|.*\\.(?:js|css|png|jpg|jpeg|webp|avif|svg|ico|xml|txt|webmanifest|woff2|json)$).*)'],
};
