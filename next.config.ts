// One codebase, two builds (docs/architecture.md): the server build (`next build`, ISR, security
// headers, the webhook route, proxy.server.ts) and the static export (`NEXT_OUTPUT=export`, files in out/).
import path from 'node:path';
import type { NextConfig } from 'next';
import { isExport } from './lib/env';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  // `*.server.ts(x)` routes (the webhook, the draft-mode routes, the preview pages) and
  // proxy.server.ts exist only in the server build; the export leaves them out.
  pageExtensions: isExport ? ['tsx', 'ts'] : ['tsx', 'ts', 'server.ts', 'server.tsx'],
  // The export writes out/ but uses .next/ as scratch space, so `npm test` builds the export
  // first and the server build last (the one `next start` serves).
  ...(isExport ? { output: 'export' } : {}),
  // The Sanity-mode e2e build (tests/fixtures/build-sanity-e2e.ts) goes to its own folder so
  // it does not replace the default server build in .next/.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  // The site and the Studio have separate root layouts (app/(site), app/(studio)), so an address
  // that matches no route is answered by app/global-not-found.tsx, a whole document of its own.
  experimental: { globalNotFound: true },
  // Internal hrefs are checked against the app's routes by `npm run typecheck` (components/ui/link.tsx).
  typedRoutes: true,
  // The Studio's Presentation tool (the editors' preview) needs the server build's draft-mode
  // routes; the export's Studio leaves it out (sanity.config.ts).
  env: { NEXT_PUBLIC_STUDIO_PRESENTATION: isExport ? 'off' : 'on' },
  poweredByHeader: false,
  reactStrictMode: true,
  ...(isExport
    ? {}
    : {
        // Pages, data and revalidation tags shared by every instance through Redis when REDIS_URL is
        // set at start; Next's own file-system cache without it (lib/cache/cache-handler.ts). An
        // absolute path: Next joins a relative one to the build folder.
        cacheHandler: path.resolve('lib/cache/cache-handler.ts'),
        // The security headers; each page's Content-Security-Policy comes from proxy.server.ts.
        async headers() {
          // Framing by the site itself: the Studio's Presentation tool shows the pages in an iframe.
          return [{ source: '/:path*', headers: securityHeaders({ framing: 'self' }) }];
        },
      }),
};

export default nextConfig;
