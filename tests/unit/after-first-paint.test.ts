// A page's startup chunks start after its first paint (lib/after-first-paint.ts): what the build step and the
// cache handler change in a page's HTML. What the browser then does is tests/e2e/startup-scripts.spec.ts's.
import { describe, expect, it } from 'vitest';
import {
  afterPaintLoader,
  chunksAfterPaint,
  entryWithScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
} from '../../lib/after-first-paint.ts';
import { pageScriptHashes, scriptHash } from '../../lib/inline-script-hashes.ts';
import { startupChunks } from '../../scripts/build/compile-hints.ts';

// Trimmed from a real prerendered page: the head's chunks, the polyfills (noModule), a third party's script, the
// flight data and the bootstrap chunk at the body's end.
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://fast.wistia.com/assets/external/E-v1.js" async=""></script>',
  '<title>Careers</title></head><body><h1>Careers</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/main-app.js" async=""></script>',
  '</body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  const deferred = scriptsAfterFirstPaint(page);

  it("hands Next's startup chunks to one loader, in document order, and leaves nothing that downloads them before", () => {
    expect(chunksAfterPaint(deferred)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/main-app.js',
    ]);
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
  });

  it('leaves the polyfills, other hosts, inline scripts and the text as they were', () => {
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<script src="https://fast.wistia.com/assets/external/E-v1.js" async=""></script>');
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(deferred).toContain('<title>Careers</title>');
    expect(deferred).toContain('<body><h1>Careers</h1>');
  });

  it('puts the loader at the end of the head, and its hash among the page policy', () => {
    const loader = afterPaintLoader(chunksAfterPaint(deferred));
    expect(deferred.split(loader)).toHaveLength(2);
    expect(deferred).toContain(`${loader}</head>`);
    const text = /<script data-after-paint="">([^<]*)<\/script>/.exec(loader)![1]!;
    expect(pageScriptHashes(deferred)).toContain(scriptHash(text));
  });

  it('keeps the startup chunks the compile hints and the bench count', () => {
    expect([...startupChunks(deferred)].sort()).toEqual([...startupChunks(page)].sort());
  });

  it('changes a page once, and a page without startup chunks not at all', () => {
    expect(scriptsAfterFirstPaint(deferred)).toBe(deferred);
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

describe('entryWithScriptsAfterFirstPaint', () => {
  it('takes the chunks of a page rendered with a request nonce, as the server regenerates it', () => {
    const rendered = page
      .replace(/ async=""><\/script>/g, ' async="" nonce="n0nce"></script>')
      .replace('main-app.js" async="" nonce="n0nce">', 'main-app.js" nonce="n0nce" async="">')
      .replace('main-app.js"/>', 'main-app.js" nonce="n0nce"/>');
    expect(rendered).toContain('nonce="n0nce"');
    const cached = entryWithScriptsAfterFirstPaint({ kind: 'APP_PAGE', html: rendered });
    expect(chunksAfterPaint(cached.html)).toEqual(chunksAfterPaint(scriptsAfterFirstPaint(page)));
    expect(cached.html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    expect(cached.html).not.toContain('rel="preload" as="script"');
  });

  it("changes a cached page's HTML in a copy, and nothing else Next caches", () => {
    const entry = {
      kind: 'APP_PAGE',
      html: page,
      rscData: Buffer.from('rsc'),
      headers: { 'x-nextjs-stale-time': '300' },
    };
    const cached = entryWithScriptsAfterFirstPaint(entry);
    expect(cached.html).toBe(scriptsAfterFirstPaint(page));
    expect(cached.rscData).toBe(entry.rscData);
    expect(cached.headers).toBe(entry.headers);
    expect(entry.html).toBe(page);
    const fetched = { kind: 'FETCH', data: { body: '<script src="/_next/static/chunks/a.js" async=""></script>' } };
    expect(entryWithScriptsAfterFirstPaint(fetched)).toBe(fetched);
    expect(entryWithScriptsAfterFirstPaint(null)).toBeNull();
  });
});
