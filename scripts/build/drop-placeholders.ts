// After the export's `next build`: deletes what Next wrote for the placeholder pages of routes that had no content
// (lib/export-placeholder.ts), so the static host answers their addresses as any unknown one: not found.
//   node scripts/build/drop-placeholders.ts   (the export of NEXT_DIST_DIR, or out/)
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolders } from '../../lib/env.ts';
import { isPlaceholderOutput } from '../../lib/export-placeholder.ts';

/** Deletes every placeholder file and folder under `dir`; returns their paths, relative to it. */
export async function dropPlaceholders(dir: string): Promise<string[]> {
  const dropped: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const relative = join(entry.parentPath, entry.name).slice(dir.length + 1);
    // A placeholder's folder is deleted whole: nothing under it needs its own look.
    if (dropped.some((path) => relative.startsWith(`${path}/`))) continue;
    if (!isPlaceholderOutput(entry.name)) continue;
    await rm(join(dir, relative), { recursive: true, force: true });
    dropped.push(relative);
  }
  return dropped;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = buildFolders.export ?? 'out';
  const dropped = await dropPlaceholders(outDir);
  console.log(
    dropped.length === 0
      ? 'placeholders: none (every route has content)'
      : `placeholders: deleted ${dropped.length} (${dropped.join(', ')}), the pages of routes with no content`,
  );
}
