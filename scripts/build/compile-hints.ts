// V8 explicit compile hints, run after `next build` (package.json `build` and `build:export`).
//
// A script whose first line is `//# allFunctionsCalledOnLoad` is compiled in full on a
// background thread while it downloads (https://v8.dev/blog/explicit-compile-hints, Chrome 136+;
// other engines read a comment). Without it V8 compiles each function lazily, on the main thread,
// the first time it is called: for the chunks every page runs at startup (React, the router,
// the page's islands) that is most of the time spent evaluating them, and it lands in the long
// tasks right after the first paint. Measured in docs/decisions/ (compile hints).
//
// Only the chunks a prerendered page loads at startup get the hint (its <script src> tags and the
// Turbopack runtime's `otherChunks` list, an internal of its output guarded by
// tests/e2e/startup-scripts.spec.ts); chunks loaded on demand (dialogs, players) and the
// Studio's, which most visitors never run, keep lazy compilation. Turbopack has no banner
// option, hence a step after the build; adding a line changes no chunk's meaning (no source maps
// are shipped), and running it twice changes nothing.
//
//   node scripts/build/compile-hints.ts   (server build in NEXT_DIST_DIR or .next/; with
//                                      NEXT_OUTPUT=export, the static export in out/)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

// Routes whose chunks are not worth compiling eagerly for everyone: the editors' Studio.
const excludedPages = /^studio\b/;

/** The `static/chunks/*.js` files a page's HTML loads at startup. */
export function startupChunks(html: string): Set<string> {
  const chunks = new Set<string>();
  for (const [, path] of html.matchAll(/<script\b[^>]*\bsrc="\/_next\/(static\/chunks\/[^"?#]+\.js)"/g))
    chunks.add(path!);
  for (const [, list] of html.matchAll(/"otherChunks":\[([^\]]*)\]/g)) {
    for (const [, path] of list!.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) chunks.add(path!);
  }
  return chunks;
}

/** The chunk's source with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(compileHint) ? source : compileHint + source;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export type CompileHintsTarget = { pagesDir: string; staticParent: string };

/** Hints the startup chunks of every page under `pagesDir`; chunk paths resolve against `staticParent`. */
export async function addCompileHints({
  pagesDir,
  staticParent,
}: CompileHintsTarget): Promise<{ pages: number; chunks: number; bytes: number }> {
  const chunks = new Set<string>();
  let pages = 0;
  for (const file of await htmlFiles(pagesDir)) {
    if (excludedPages.test(relative(pagesDir, file))) continue;
    pages += 1;
    for (const chunk of startupChunks(await readFile(file, 'utf8'))) chunks.add(chunk);
  }
  let bytes = 0;
  for (const chunk of chunks) {
    const path = join(staticParent, chunk);
    const source = await readFile(path, 'utf8');
    bytes += source.length;
    const hinted = withCompileHint(source);
    if (hinted !== source) await writeFile(path, hinted);
  }
  return { pages, chunks: chunks.size, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const isExport = process.env.NEXT_OUTPUT === 'export';
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const target: CompileHintsTarget = isExport
    ? { pagesDir: 'out', staticParent: join('out', '_next') }
    : { pagesDir: join(distDir, 'server', 'app'), staticParent: distDir };
  const { pages, chunks, bytes } = await addCompileHints(target);
  // No page or no chunk means Next changed how it writes either: fail the build, not silently.
  if (pages === 0 || chunks === 0) {
    console.error(`compile hints: found ${pages} pages and ${chunks} startup chunks under ${target.pagesDir}`);
    process.exit(1);
  }
  console.log(
    `compile hints: ${chunks} startup chunks (${Math.round(bytes / 1024)} KB) of ${pages} pages in ${target.pagesDir}`,
  );
}
