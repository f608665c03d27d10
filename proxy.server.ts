// Server build only (.server.ts keeps it out of the export): each page's CSP, which next.config.ts `headers()`
// cannot vary with a finished build's hashes, and editors in draft mode rewritten to app/(site)/preview/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { analytics, env } from '@/lib/env';
import { pagePolicies, parseCspManifest, type CspManifest } from '@/lib/page-policy';
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

/** Next enables draft mode only for the build's preview id, so a cookie from an earlier deploy must not reach the
 * preview pages. Without an id (next dev, no manifest) any value counts; the preview pages send a stale one out. */
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

const PREVIEWED_PAGE = /^\/(?:blog(?:\/[^/]+)?|case-studies(?:\/[^/]+)?|career)\/?$/;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Editors get the preview routes, so the public pages never carry preview code.
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  const draftMode = cookie !== undefined && isDraftCookie(cookie);
  const response =
    draftMode && PREVIEWED_PAGE.test(pathname)
      ? NextResponse.rewrite(new URL(`/preview${pathname}${request.nextUrl.search}`, request.url))
      : NextResponse.next();
  // Draft mode renders on request, so the inline scripts are not the build's: the run-time policy (never cached).
  response.headers.set('Content-Security-Policy', policyFor(pathname, { renderedOnRequest: draftMode }));
  return response;
}

// Pages only: not the build's static files, images, or the metadata and feed files.
export const config = {
  matcher: ['/((?!_next/|api/|.*\\.(?:js|css|png|jpg|jpeg|webp|avif|svg|ico|xml|txt|webmanifest|woff2|json)$).*)'],
};
