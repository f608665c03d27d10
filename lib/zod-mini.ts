// zod's tree-shakable build (`zod/mini`) for the modules that ship to the browser: the generator
// forms, the lead entry and outbox, the ROI query. Classic `zod` (lib/zod.ts) brings its whole
// method-chaining API along, many times the size of the same schemas in mini
// (docs/decisions/0006-zod-mini-for-browser-bound-schemas.md). Server-only code (env,
// Sanity, webhook) keeps classic zod. Configured like lib/zod.ts: `jitless` for the CSP.
// Re-exported name by name (`export *`), and imported as `import * as z from '@/lib/zod-mini'`: a
// namespace object passed on as a value would keep every export and defeat tree-shaking.
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
