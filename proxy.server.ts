// Server build only (.server.ts keeps it out of the export): the redirects editors keep in Sanity; a one-segment
// address no landing page has answered with the cached not-found page before routing; each answer's CSP, which
// next.config.ts `headers()` cannot vary with a finished build's hashes or a nonce per answer; and an earlier
// deploy's draft-mode cookie cleared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { analytics, env } from '@/lib/env';
import { isUnknownLandingAddress } from '@/lib/landing/unknown-address';
import { pagePolicies, parseCspManifest, type CspManifest } from '@/lib/page-policy';
import { redirectLocation, redirectStatus, type Redirect } from '@/lib/redirects/rules';
import { siteRedirects } from '@/lib/redirects/server-table';
import { createNonceShare } from '@/lib/server/shared-nonce';
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

/** The site's routes not generated from data (/pricing, /opengraph-image, …), from the build's own list of routes
 * (read by scripts/build/csp-manifest.ts too); none in next dev, where every address renders. */
function fixedRoutes(): ReadonlySet<string> | null {
  if (dev) return null;
  try {
    const routes = JSON.parse(readFileSync(join(distDir, 'app-path-routes-manifest.json'), 'utf8'));
    return new Set(Object.values(routes as Record<string, string>).filter((route) => !route.includes('[')));
  } catch (error) {
    console.error('proxy: no app-path-routes-manifest.json in the build; unknown addresses render the page.', error);
    return null;
  }
}

const ownRoutes = fixedRoutes();

/** An address no route matches: Next answers it with the global not-found page, prerendered once and cached. */
const NOT_FOUND_PATH = '/_/not-found';

/** A fresh nonce per answer: 128 random bits, base64. */
const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
/** An address Next may render once for several requests shares its nonce among them (lib/server/shared-nonce.ts). */
const sharedNonce = createNonceShare(newNonce);

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
  // A made-up /x, /wp-login.php or /index would be a full render of the landing route each time: the cached
  // not-found page instead, with no query (an editor in draft mode may be looking at an unpublished page).
  const unknown =
    !draftMode &&
    ownRoutes !== null &&
    isUnknownLandingAddress(pathname, { fixedRoutes: ownRoutes, landingPages: siteRedirects.landingPages() });
  // Next puts the nonce on the inline scripts of what it renders for this request (read from the request's policy).
  // A fixed route's page is cached whole (its HTML allowed by hashes): a nonce of its own per answer. Any other may
  // be rendered now, once for the requests that come together: they share one.
  const nonce = unknown || ownRoutes?.has(pathname) ? newNonce() : sharedNonce(pathname);
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
  const response = unknown
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  // An earlier deploy's cookie: Next ignores it and serves the public page; cleared, so that the browser stops
  // sending it (nginx passes every request that carries one to the instances).
  if (cookie !== undefined && !draftMode) response.cookies.delete(DRAFT_MODE_COOKIE);
  // Draft mode renders on request: the nonce alone. A page the cache holds adds its own hashes when Next sends it
  // (lib/server/one-page-policy.ts). Learn more: docs/decisions/0014-csp-script-hashes-per-page.md
  const policy = policyFor(unknown ? NOT_FOUND_PATH : pathname, { renderedOnRequest: draftMode, nonce });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// Pages only: not the build's static files, images, or the metadata and feed files (a redirect's `from` cannot
// end in one of these extensions: lib/redirects/limits.ts, checked by tests/unit/redirects.test.ts).
export const config = {
  matcher: ['/((?!_next/|api/|.*\\.(?:js|css|png|jpg|jpeg|webp|avif|svg|ico|xml|txt|webmanifest|woff2|json)$).*)'],
};
