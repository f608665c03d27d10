// Before `next build`: empties Next's data cache (<distDir>/cache/fetch-cache), so every build
// reads its content fresh. Next keeps that cache across builds, and a build started by a publish
// (the export's deploy hook, a rebuild in place) would otherwise reuse what the previous build
// read within the hour, and code built with a changed schema could read entries an older schema
// validated. The compiler's own cache next to it is kept: it is what makes a rebuild fast.
//   node scripts/build/clear-data-cache.ts   (NEXT_DIST_DIR: another build folder than .next)
import { rmSync } from 'node:fs';
import { join } from 'node:path';

rmSync(join(process.env.NEXT_DIST_DIR ?? '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
