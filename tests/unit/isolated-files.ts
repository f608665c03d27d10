// The unit test files that run isolated (vitest.config.ts): each replaces a module, stubs the environment, spies
// on a global or imports the app afresh, which must not reach the files that share their workers' modules.
export const isolatedTestFiles = [
  'tests/unit/about-career-content.test.ts',
  'tests/unit/blog-generator-pages.test.ts',
  'tests/unit/cache-entry-policy.test.ts',
  'tests/unit/case-studies-page.test.ts',
  'tests/unit/claims.test.ts',
  'tests/unit/client-logos.test.ts',
  'tests/unit/compile-hints.test.ts',
  'tests/unit/draft-mode-routes.test.ts',
  'tests/unit/error-pages.test.tsx',
  'tests/unit/home-content.test.ts',
  'tests/unit/landing-go-live.test.ts',
  'tests/unit/landing-pages.test.ts',
  'tests/unit/leads.test.ts',
  'tests/unit/og-images.test.ts',
  'tests/unit/preview.test.ts',
  'tests/unit/redirects.test.ts',
  'tests/unit/service-pages-content.test.ts',
  'tests/unit/shared-words.test.tsx',
  'tests/unit/video-object.test.ts',
  'tests/unit/youtube-strategy-content.test.ts',
] as const;
