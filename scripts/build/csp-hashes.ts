// The inline-script hashes of every page of a built folder (the export's host configuration).
// Learn more: docs/decisions/0014-csp-script-hashes-per-page.md
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pageScriptHashes } from '../../lib/inline-script-hashes.ts';

/** Every .html file under `dir`, as [path relative to dir, hashes]. */
export async function htmlScriptHashes(dir: string): Promise<[string, string[]][]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages: [string, string[]][] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    pages.push([relative(dir, file), pageScriptHashes(await readFile(file, 'utf8'))]);
  }
  return pages.sort(([a], [b]) => a.localeCompare(b));
}
