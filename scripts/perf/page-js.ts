// The JavaScript each prerendered page loads at startup, gzip -9: the chunks its HTML asks for, as
// scripts/build/compile-hints.ts finds them; chunks loaded on demand (dialogs, players) do not count.
//   node scripts/perf/page-js.ts [--dist .next] [--json file]     a server build (NEXT_DIST_DIR)
//   node scripts/perf/page-js.ts --dist out                       the static export
//   node scripts/perf/page-js.ts --compare a.json b.json          the difference per page
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startupChunks } from '../build/compile-hints.ts';
import { parseOptions } from './options.ts';

export type PageJavaScript = { bytes: number; gzip: number; chunks: number; files: string[] };

/** Page path ('/', '/blog/x') → its startup JavaScript, for every HTML page of a build. */
export async function pageJavaScript(dist: string): Promise<Record<string, PageJavaScript>> {
  const isExport = !dist.includes('.next');
  const pagesDir = isExport ? dist : join(dist, 'server', 'app');
  const staticParent = isExport ? join(dist, '_next') : dist;
  const gzipped = new Map<string, { bytes: number; gzip: number }>();
  const sizeOf = async (chunk: string) => {
    if (!gzipped.has(chunk)) {
      const source = await readFile(join(staticParent, chunk));
      gzipped.set(chunk, { bytes: source.length, gzip: gzipSync(source, { level: 9 }).length });
    }
    return gzipped.get(chunk)!;
  };
  const pages: Record<string, PageJavaScript> = {};
  const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const name = relative(pagesDir, file)
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '');
    const chunks = [...startupChunks(await readFile(file, 'utf8'))];
    let bytes = 0;
    let gzip = 0;
    for (const chunk of chunks) {
      const size = await sizeOf(chunk);
      bytes += size.bytes;
      gzip += size.gzip;
    }
    pages[`/${name}`] = { bytes, gzip, chunks: chunks.length, files: chunks.sort() };
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseOptions(
    { dist: process.env.NEXT_DIST_DIR ?? '.next', json: '', compare: '' },
    'node scripts/perf/page-js.ts [--dist .next|out] [--json file] | --compare before.json after.json',
  );
  if (options.compare) {
    const before = JSON.parse(await readFile(options.compare, 'utf8')) as Record<string, PageJavaScript>;
    const after = JSON.parse(await readFile(options.positionals[0]!, 'utf8')) as Record<string, PageJavaScript>;
    console.log('page'.padEnd(48), 'before'.padStart(9), 'after'.padStart(9), 'change'.padStart(8));
    for (const page of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const a = before[page]?.gzip;
      const b = after[page]?.gzip;
      const change = a !== undefined && b !== undefined ? `${b - a >= 0 ? '+' : ''}${b - a}` : '';
      console.log(page.padEnd(48), String(a ?? '-').padStart(9), String(b ?? '-').padStart(9), change.padStart(8));
    }
  } else {
    const pages = await pageJavaScript(options.dist);
    if (options.json) await writeFile(options.json, JSON.stringify(pages, null, 2) + '\n');

    for (const [page, size] of Object.entries(pages))
      console.log(page.padEnd(48), `${(size.gzip / 1024).toFixed(1)} KB gzip`.padStart(14), `${size.chunks} chunks`);
  }
}
