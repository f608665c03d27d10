// The build step that marks the chunks pages run at startup for eager background compilation.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, compileHint, startupChunks, withCompileHint } from '../../scripts/build/compile-hints.ts';

// Trimmed from a real prerendered page: a preload (not executed by itself), the async script
// tags, and the Turbopack runtime's list of the other chunks it loads at startup.
const page = (chunks: string[], other: string[]) =>
  [
    '<!DOCTYPE html><html><head>',
    `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${other[0]}"/>`,
    ...chunks.map((chunk) => `<script src="/_next/static/chunks/${chunk}" async=""></script>`),
    '<script src="https://fast.wistia.com/assets/external/E-v1.js" async=""></script>',
    '</head><body><main>…</main>',
    `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[${other.map((c) => `"static/chunks/${c}"`).join(',')}],"runtimeModuleIds":[12]});</script>`,
    '</body></html>',
  ].join('');

describe('startupChunks', () => {
  it('lists the script tags and the runtime chunks of a page, each once, and nothing from other hosts', () => {
    const html = page(['framework.js', 'turbopack-runtime.js'], ['page.js', 'framework.js']);
    expect([...startupChunks(html)].sort()).toEqual([
      'static/chunks/framework.js',
      'static/chunks/page.js',
      'static/chunks/turbopack-runtime.js',
    ]);
  });

  it('finds nothing in a page without scripts', () => {
    expect(startupChunks('<!DOCTYPE html><p>Hello</p>').size).toBe(0);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,2]);';
    const hinted = withCompileHint(source);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${source}`);
    expect(hinted.startsWith(compileHint)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('hints the startup chunks of every page, not on-demand chunks nor the Studio’s', async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    const pagesDir = join(dir, 'server', 'app');
    const chunksDir = join(dir, 'static', 'chunks');
    await mkdir(join(pagesDir, 'blog'), { recursive: true });
    await mkdir(chunksDir, { recursive: true });
    await writeFile(join(pagesDir, 'index.html'), page(['framework.js'], ['home.js']));
    await writeFile(join(pagesDir, 'blog', 'post.html'), page(['framework.js'], ['post.js']));
    await writeFile(join(pagesDir, 'studio.html'), page(['framework.js'], ['studio.js']));
    for (const chunk of ['framework.js', 'home.js', 'post.js', 'studio.js', 'dialog.js']) {
      await writeFile(join(chunksDir, chunk), `/* ${chunk} */`);
    }

    const result = await addCompileHints({ pagesDir, staticParent: dir });
    expect(result).toMatchObject({ pages: 2, chunks: 3 });
    const read = (chunk: string) => readFile(join(chunksDir, chunk), 'utf8');
    for (const chunk of ['framework.js', 'home.js', 'post.js'])
      expect(await read(chunk)).toBe(`${compileHint}/* ${chunk} */`);
    expect(await read('studio.js')).toBe('/* studio.js */');
    expect(await read('dialog.js')).toBe('/* dialog.js */');

    // A second run (the export and server builds share nothing, but a rebuild may) changes nothing.
    await addCompileHints({ pagesDir, staticParent: dir });
    expect(await read('framework.js')).toBe(`${compileHint}/* framework.js */`);
  });
});
