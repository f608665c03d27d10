// After `next build`, the chunks each prerendered page runs at startup: V8's compile hint on each, so they compile
// off the main thread (docs/decisions/0004-v8-compile-hints-after-the-build.md), then each page starts them after
// its first paint (lib/after-first-paint.ts, docs/decisions/0035-startup-scripts-after-the-first-paint.md).
// Reads Turbopack's `otherChunks` list (guarded by tests/e2e/startup-scripts.spec.ts).
//   node scripts/build/compile-hints.ts   (the build of NEXT_DIST_DIR, or .next/; an export in out/)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunksAfterPaint, scriptsAfterFirstPaint } from '../../lib/after-first-paint.ts';
import { buildFolders } from '../../lib/env.ts';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

// The editors' Studio: its chunks are not worth compiling eagerly for everyone, and it hydrates as Next writes it.
const excludedPages = /^studio\b/;

/** The `static/chunks/*.js` files a page's HTML loads at startup: as Next writes them, or started after paint. */
export function startupChunks(html: string): Set<string> {
  const chunks = new Set<string>();
  for (const [, path] of html.matchAll(/<script\b[^>]*\bsrc="\/_next\/(static\/chunks\/[^"?#]+\.js)"/g))
    chunks.add(path!);
  for (const src of chunksAfterPaint(html)) chunks.add(src.replace(/^\/_next\//, ''));
  for (const [, list] of html.matchAll(/"otherChunks":\[([^\]]*)\]/g)) {
    for (const [, path] of list!.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) chunks.add(path!);
  }
  return chunks;
}

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

/** Every page under `pagesDir` (but the Studio's) starts its startup chunks after its first paint. */
export async function startAfterFirstPaint({ pagesDir }: CompileHintsTarget): Promise<number> {
  let pages = 0;
  for (const file of await htmlFiles(pagesDir)) {
    if (excludedPages.test(relative(pagesDir, file))) continue;
    const html = await readFile(file, 'utf8');
    const deferred = scriptsAfterFirstPaint(html);
    if (deferred === html) continue;
    await writeFile(file, deferred);
    pages += 1;
  }
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target: CompileHintsTarget = buildFolders.export
    ? { pagesDir: buildFolders.export, staticParent: join(buildFolders.export, '_next') }
    : { pagesDir: join(buildFolders.dist, 'server', 'app'), staticParent: buildFolders.dist };
  const { pages, chunks, bytes } = await addCompileHints(target);
  // No page or no chunk means Next changed how it writes either: fail the build, not silently.
  if (pages === 0 || chunks === 0) {
    console.error(`compile hints: found ${pages} pages and ${chunks} startup chunks under ${target.pagesDir}`);
    process.exit(1);
  }
  const deferred = await startAfterFirstPaint(target);
  console.log(
    `compile hints: ${chunks} startup chunks (${Math.round(bytes / 1024)} KB) of ${pages} pages in ${target.pagesDir}; ` +
      `${deferred} pages start them after their first paint`,
  );
}
