// Server build only (the `.server.ts` extension keeps it out of the export): sends each page's
// Content-Security-Policy (lib/page-policy.ts), and takes an editor in draft mode to the
// preview pages (app/(site)/preview/). The other security headers come from
// next.config.ts `headers()`, which cannot vary with the hashes a finished build holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { pagePolicies, parseCspManifest, type CspManifest } from '@/lib/page-policy';
import { leadConnectOrigins } from '@/lib/security-headers';

const dev = process.env.NODE_ENV === 'development';
// Read at run time from the finished build (not a file to trace into the server's bundle).
const distDir = join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next');
/** The cookie Next's draft mode sets (next/headers draftMode().enable()); its name and the preview
 * id below are Next internals, guarded by tests/e2e-sanity/preview.spec.ts. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

function readManifest(): CspManifest | null {
  if (dev) return null;
  const file = join(distDir, 'csp-manifest.json');
  try {
    return parseCspManifest(readFileSync(file, 'utf8'));
  } catch (error) {
    // A build made with `next build` alone (not `npm run build`) has no manifest: every page then
    // falls back to 'unsafe-inline', and the log says why.
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
    ...(env.SANITY_API_HOST ? [env.SANITY_API_HOST] : []),
  ],
});

/**
 * Whether a draft-mode cookie is this build's: Next turns draft mode on only when the cookie holds
 * the build's preview id (prerender-manifest.json), so a cookie left from an earlier deploy, or any
 * other value, must not send the visitor to the preview pages. Under `next dev`, or if the manifest
 * cannot be read, any value counts and the preview pages send a stale cookie to the exit route.
 */
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

/** The pages editors preview: /blog and its posts, /case-studies and each case study, /career
 * (the feed and other files are not pages). */
const PREVIEWED_PAGE = /^\/(?:blog(?:\/[^/]+)?|case-studies(?:\/[^/]+)?|career)\/?$/;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // An editor previewing drafts (this build's draft-mode cookie) gets the preview routes, so the
  // public pages never carry preview code.
  const cookie = request.cookies.get(DRAFT_MODE_COOKIE)?.value;
  const draftMode = cookie !== undefined && isDraftCookie(cookie);
  const response =
    draftMode && PREVIEWED_PAGE.test(pathname)
      ? NextResponse.rewrite(new URL(`/preview${pathname}${request.nextUrl.search}`, request.url))
      : NextResponse.next();
  // In draft mode Next renders every page on request instead of serving the prerendered HTML, and
  // that HTML's inline scripts differ from the build's (their hashes no longer match): an editor
  // gets the policy of pages written at run time, for this answer only (draft-mode answers are
  // never cached).
  response.headers.set('Content-Security-Policy', policyFor(pathname, { renderedOnRequest: draftMode }));
  return response;
}

// Pages only: not the build's static files, images, or the metadata and feed files.
export const config = {
  matcher: ['/((?!_next/|api/|.*\\.(?:js|css|png|jpg|jpeg|webp|avif|svg|ico|xml|txt|webmanifest|woff2|json)$).*)'],
};
