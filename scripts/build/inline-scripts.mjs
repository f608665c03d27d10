// The inline scripts of a page and their CSP hashes. Next writes its bootstrap and the page's
// React payload into every prerendered page as inline <script> elements; a policy without
// 'unsafe-inline' allows each one by the sha256 of its text ('sha256-<base64>'). Data blocks
// (JSON-LD, type="application/ld+json") are not scripts the browser runs and need no hash.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from 'parse5';

// The types a browser runs (HTML's "JavaScript MIME type essence match", plus module).
const runnableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** The text of every inline script a browser would run, in document order. */
export function inlineScripts(html) {
  const scripts = [];
  const visit = (node) => {
    if (node.nodeName === 'script') {
      const attributes = Object.fromEntries(node.attrs.map((attribute) => [attribute.name, attribute.value]));
      const type = (attributes.type ?? '').trim().toLowerCase();
      if (!('src' in attributes) && runnableTypes.has(type)) {
        scripts.push(node.childNodes.map((child) => child.value ?? '').join(''));
      }
    }
    // <template> content lives in `content`, not in `childNodes`.
    for (const child of node.content?.childNodes ?? node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return scripts;
}

/** The CSP source that allows exactly this script text. */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The distinct hashes of a page's inline scripts, sorted (a stable header for the same page). */
export const pageScriptHashes = (html) => [...new Set(inlineScripts(html).map(scriptHash))].sort();

/** Every .html file under `dir`, as [path relative to dir, hashes]. */
export async function htmlScriptHashes(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    pages.push([relative(dir, file), pageScriptHashes(await readFile(file, 'utf8'))]);
  }
  return pages.sort(([a], [b]) => a.localeCompare(b));
}
