// Where a page's words come from: the marketers' documents or the code. Every text a document holds is marked
// with an invisible character, the site is exported from that marked dataset, and each text node a visitor reads
// is counted as the documents' when it carries the mark (a claim filled into a document's sentence included),
// else as the code's (a heading written in a component, a date or a reading time the code formats).
//   node scripts/perf/text-sources.ts mark <dataset.ndjson> <marked.ndjson>   the dataset, its texts marked
//   node scripts/perf/text-sources.ts count <export folder> [--list]         per page: text nodes by source
// To measure a commit: in a copy of it, `mark content/dataset.ndjson` onto itself, `node tests/build-e2e.ts export`,
// then `count .e2e/export`. `--list` prints each page's text nodes that come from code.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';

/** U+2063 INVISIBLE SEPARATOR: never typed by an editor, kept by every formatter the site runs a text through. */
const mark = '\u2063';

/**
 * Keys whose strings are not words a visitor reads, or that a pattern validates (an id, a slug, an address, a
 * date, a duration, a colour's name, a claim's value: the sentence quoting a claim carries the mark instead).
 */
const unmarked = new Set([
  ...['_id', '_type', '_ref', '_key', '_sanityAsset', '_updatedAt', 'current', 'style', 'listItem', 'marks'],
  ...['publishedAt', 'startsAt', 'endsAt', 'uploadDate', 'duration', 'provider', 'videoId', 'mediaId'],
  ...['beforeVideoId', 'afterVideoId', 'href', 'url', 'clientUrl', 'profileUrl', 'bookingUrl', 'socialUrl'],
  ...['professionalNetworkUrl', 'hello', 'careers', 'privacy', 'tint', 'color', 'colour', 'badgeColour', 'icon'],
  ...['kind', 'poster', 'from', 'to', 'campaign', 'page', 'anchor', 'liveFrom', 'state', 'type'],
  ...['guarantee', 'process', 'delivery', 'conversion', 'churn', 'bounce', 'multiplier', 'approval', 'founders'],
  ...['companies', 'roi'],
]);

/** A date or a time (an effective date, a publication time): the parsers read it as one. */
const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

function marked(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return unmarked.has(key) || value.trim() === '' || isoDate.test(value) ? value : `${mark}${value}`;
  if (Array.isArray(value)) return value.map((item) => marked(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, marked(inner, name)]));
  return value;
}

type Node = { nodeName: string; value?: string; childNodes?: Node[] };
const hidden = new Set(['script', 'style', 'template', 'noscript', 'head']);

/** The page's visible text nodes, in document order, each with whether a document wrote it. */
export function textSources(html: string): { text: string; fromDocument: boolean }[] {
  const nodes: { text: string; fromDocument: boolean }[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      const text = node.value?.replace(/\s+/g, ' ').trim();
      if (text && text !== mark) nodes.push({ text: text.replaceAll(mark, ''), fromDocument: text.includes(mark) });
      return;
    }
    if (hidden.has(node.nodeName)) return;
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return nodes;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.name.startsWith('_'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

function main() {
  const [command, first, second] = process.argv.slice(2);
  if (command === 'mark' && first && second) {
    const lines = readFileSync(first, 'utf8').split('\n').filter(Boolean);
    writeFileSync(second, `${lines.map((line) => JSON.stringify(marked(JSON.parse(line)))).join('\n')}\n`);
    return;
  }
  if (command === 'count' && first) {
    const list = process.argv.includes('--list');
    console.log('| page | text nodes | from documents | from code |\n|---|--:|--:|--:|');
    const totals = [0, 0];
    for (const page of htmlFiles(first)) {
      const nodes = textSources(readFileSync(join(first, page), 'utf8'));
      const fromDocuments = nodes.filter((node) => node.fromDocument).length;
      totals[0]! += fromDocuments;
      totals[1]! += nodes.length - fromDocuments;
      console.log(`| ${page} | ${nodes.length} | ${fromDocuments} | ${nodes.length - fromDocuments} |`);
      if (list)
        for (const node of nodes.filter((item) => !item.fromDocument)) console.log(`|   | code: ${node.text} | | |`);
    }
    console.log(`| all pages | ${totals[0]! + totals[1]!} | ${totals[0]} | ${totals[1]} |`);
    return;
  }
  throw new Error('usage: text-sources.ts mark <in.ndjson> <out.ndjson> | count <export folder> [--list]');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
