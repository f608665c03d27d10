// Before `next build`: empties Next's data cache, which Next keeps across builds, so every build reads its
// content fresh; the compiler's cache stays. The path is guarded by tests/unit/next-internals.test.ts.
// Learn more: docs/decisions/0021-data-cache-cleared-before-each-build.md
//   node scripts/build/clear-data-cache.ts
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildFolders } from '../../lib/env.ts';

rmSync(join(buildFolders.build, 'cache', 'fetch-cache'), { recursive: true, force: true });
