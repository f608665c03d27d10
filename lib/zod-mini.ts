// zod's tree-shakable build (`zod/mini`) for the modules that ship to the browser: the generator
// forms, the lead entry and outbox, the ROI query. Classic `zod` (lib/zod.ts) brings its whole
// method-chaining API along: ~90 KB of gzipped script on the generator pages, which cost their
// Lighthouse Performance score; the same schemas in mini are a few KB. Server-only code (env,
// Sanity, webhook) keeps classic zod. Configured like lib/zod.ts: `jitless` for the CSP.
// Re-exported name by name (`export *`), and imported as `import * as z from '@/lib/zod-mini'`: a
// namespace object passed on as a value would keep every export and defeat tree-shaking.
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
