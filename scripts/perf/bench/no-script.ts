// The export without its scripts: the same pages, styles, fonts and headers, no <script> element and no preload of
// one. Its LCP is what
// the page's own HTML and CSS allow; the site's LCP beside it is what the scripts cost the largest paint
// (docs/performance.md, 'Reading the table').
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Every `<script …>…</script>` element, inline or not, as the HTML parser ends it: at the first `</script`. Next's
 * inline payloads escape that sequence inside their strings, so no script's text ends one early.
 */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const linkElement = /<link\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]+)`, 'i').exec(tag)?.[1]?.replace(/^["']|["']$/g, '');

/** A `<link>` that downloads a script: Next preloads its chunks beside the tags that run them. */
function loadsScript(link: string): boolean {
  const rel = (attribute(link, 'rel') ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && attribute(link, 'as')?.toLowerCase() === 'script')
  );
}

/**
 * The page without its scripts: every script element, and every link that preloads a script (left in, the chunks
 * would still download before the paint, and Lighthouse's simulation counts each into the LCP). Nothing else changes:
 * the styles, the font's preload, the markup.
 */
export const withoutScripts = (html: string): string =>
  html.replace(scriptElement, '').replace(linkElement, (link) => (loadsScript(link) ? '' : link));

/** Copies the export `from` to `to` (replacing it), every .html file without its scripts; returns how many. */
export async function copyWithoutScripts(from: string, to: string): Promise<number> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const pages = (await readdir(to, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const file = join(to, page);
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  }
  return pages.length;
}
