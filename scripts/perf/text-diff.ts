// The visible text of two static exports, page by page: what a visitor reads (text nodes outside scripts,
// styles and templates, plus alt text and the title) and what a search engine reads in the head (meta
// description and the JSON-LD). Moving words from code into documents must leave the export unchanged.
//   node scripts/perf/text-diff.ts <before: an export's folder> <after: an export's folder>
// Exits 1 when a page differs or exists in one export only, printing the first differing lines of each page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';

type Node = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
};

const hidden = new Set(['script', 'style', 'template', 'noscript']);

/** Each text node's words, one per line, in document order; attributes a reader or a crawler gets as text. */
export function pageText(html: string): string[] {
  const lines: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      const text = node.value?.replace(/\s+/g, ' ').trim();
      if (text) lines.push(text);
      return;
    }
    const attr = (name: string) => node.attrs?.find((item) => item.name === name)?.value;
    if (node.nodeName === 'img' && attr('alt')) lines.push(`[alt] ${attr('alt')}`);
    if (node.nodeName === 'meta' && attr('name') === 'description') lines.push(`[description] ${attr('content')}`);
    if (node.nodeName === 'meta' && attr('property') === 'og:image:alt')
      lines.push(`[og:image:alt] ${attr('content')}`);
    if (node.nodeName === 'a' && attr('href')?.startsWith('http')) lines.push(`[href] ${attr('href')}`);
    if (node.nodeName === 'script' && attr('type') === 'application/ld+json')
      lines.push(`[json-ld] ${node.childNodes?.map((child) => child.value ?? '').join('')}`);
    if (hidden.has(node.nodeName)) return;
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return lines;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

function main() {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) throw new Error('usage: node scripts/perf/text-diff.ts <before dir> <after dir>');
  const pages = [...new Set([...htmlFiles(before), ...htmlFiles(after)])].sort();
  let differing = 0;
  for (const page of pages) {
    const read = (dir: string) => {
      try {
        return pageText(readFileSync(join(dir, page), 'utf8'));
      } catch {
        return null;
      }
    };
    const [a, b] = [read(before), read(after)];
    if (a === null || b === null) {
      differing += 1;
      console.log(`${page}: only in ${a === null ? 'after' : 'before'}`);
      continue;
    }
    if (a.join('\n') === b.join('\n')) continue;
    differing += 1;
    const first = a.findIndex((line, index) => line !== b[index]);
    const at = first === -1 ? a.length : first;
    console.log(
      `${page}: differs at text node ${at}\n  before: ${a.slice(at, at + 3).join(' | ')}\n  after:  ${b.slice(at, at + 3).join(' | ')}`,
    );
  }
  console.log(`${pages.length} pages, ${differing} differing`);
  process.exitCode = differing > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
