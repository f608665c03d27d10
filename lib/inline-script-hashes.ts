// The inline scripts of a page's HTML and their CSP hashes, for the build steps and the cache handler.
// Plain TypeScript that Node runs as is (the cache handler is imported unbundled): relative imports only.
// Learn more: docs/decisions/0014-csp-script-hashes-per-page.md
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

// What a browser runs (HTML's JavaScript MIME type essence match, plus module); JSON-LD needs no hash.
const runnableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** What is read here of a node of parse5's tree. */
type HtmlNode = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: { childNodes: HtmlNode[] };
  value?: string;
};

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (node: HtmlNode) => {
    if (node.nodeName === 'script') {
      const attributes = Object.fromEntries((node.attrs ?? []).map((attribute) => [attribute.name, attribute.value]));
      const type = (attributes.type ?? '').trim().toLowerCase();
      if (!('src' in attributes) && runnableTypes.has(type)) {
        scripts.push((node.childNodes ?? []).map((child) => child.value ?? '').join(''));
      }
    }
    // <template> content lives in `content`, not in `childNodes`.
    for (const child of node.content?.childNodes ?? node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return scripts;
}

export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Sorted: the same page gets the same header. */
export const pageScriptHashes = (html: string): string[] => [...new Set(inlineScripts(html).map(scriptHash))].sort();
