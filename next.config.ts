// One codebase, two builds (docs/architecture.md): the server build (ISR, security headers, the
// webhook and preview routes, proxy.server.ts) and the static export (NEXT_OUTPUT=export).
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { assertDeployableAnalyticsHost, assertDeployableLeadEndpoint, env, isExport } from './lib/env';
import { securityHeaders } from './lib/security-headers';
import { studioBasePath } from './sanity/studio-path';

export default function nextConfig(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    assertDeployableLeadEndpoint(env);
    assertDeployableAnalyticsHost(env);
  }
  return {
    // `*.server.ts(x)` routes and proxy.server.ts exist only in the server build.
    pageExtensions: isExport ? ['tsx', 'ts'] : ['tsx', 'ts', 'server.ts', 'server.tsx'],
    ...(isExport ? { output: 'export' } : {}),
    // The tests build into folders of their own (tests/build-e2e.ts).
    ...(env.NEXT_DIST_DIR ? { distDir: env.NEXT_DIST_DIR } : {}),
    // Two root layouts (app/(site), app/(studio)): an address no route matches gets
    // app/global-not-found.tsx. Learn more: docs/decisions/0013-two-root-layouts-and-global-not-found.md
    experimental: {
      globalNotFound: true,
      // The tests' builds in CI: nothing reads Turbopack's build cache again (record 0022, below).
      ...(env.E2E_TEST_BUILD && env.CI ? { turbopackFileSystemCacheForBuild: false } : {}),
    },
    typedRoutes: true,
    // The tests' builds: npm test has type-checked this tree already.
    // Learn more: docs/decisions/0022-test-builds-skip-type-check-and-ci-build-cache.md
    // A production build type-checks what it compiles and runs (tsconfig.build.json: the app, the proxy, the cache
    // handler, the build steps), not the tests and tools `npm run typecheck` checks with the rest.
    // Learn more: docs/decisions/0036-the-build-type-checks-what-it-builds.md
    typescript: env.E2E_TEST_BUILD ? { ignoreBuildErrors: true } : { tsconfigPath: 'tsconfig.build.json' },
    // The Studio's Presentation tool needs the server build's draft-mode routes.
    env: {
      NEXT_PUBLIC_STUDIO_PRESENTATION: isExport ? 'off' : 'on',
      // Inlined even when unset (''), so a build without analytics compiles components/page-wide/analytics.tsx
      // to `() => null` and ships no analytics code (an unset variable would stay a run-time lookup).
      NEXT_PUBLIC_PLAUSIBLE_DOMAIN: env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN ?? '',
    },
    poweredByHeader: false,
    reactStrictMode: true,
    ...(isExport
      ? {}
      : {
          // The proxy sees the request as it came (Next's own words for this flag). Without it Next renames a loopback
          // host to `localhost` in the proxy's URL but not in its own, so on an instance started with `-H 127.0.0.1`
          // (docs/deploy.md) the not-found rewrite looked external and was fetched over the network: over https
          // (nginx holding TLS) that failed with a 500. Learn more: docs/decisions/0038-proxy-sees-the-request-as-it-came.md
          skipProxyUrlNormalize: true,
          // One page for the whole Studio, cached once: a deep link (/studio/structure/post) is the same page, and
          // an address per link would each be rendered and stored (app/(studio)/studio/page.tsx).
          async rewrites() {
            return [{ source: `${studioBasePath}/:path+`, destination: studioBasePath }];
          },
          // Shares pages, data and tags through Redis when REDIS_URL is set at start. An absolute
          // path: Next joins a relative one to the build folder.
          cacheHandler: path.resolve('lib/cache/cache-handler.ts'),
          // Each page's Content-Security-Policy comes from proxy.server.ts. The site frames itself
          // in the Studio's Presentation tool.
          async headers() {
            return [{ source: '/:path*', headers: securityHeaders({ framing: 'self' }) }];
          },
        }),
  };
}
