// Every file the docs name exists: README.md and docs/*.md name repository paths in code spans, and every doc (the
// decision records too) links to files. A rename or a deletion that leaves a doc pointing at nothing fails here.
// The records' code spans are not checked: a record names the files its change removed, and how to bring them back.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const markdownIn = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`);

const guides = ['README.md', ...markdownIn('docs')];
const records = [...markdownIn('docs/decisions'), ...markdownIn('docs/decisions/retired')];

// What a build or a run writes (.gitignore's plain entries, such as deploy/nginx/site.conf): a doc may name it, and
// a clean clone has none of it when the unit tests run.
const generated = read('.gitignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !/[*?[!]/.test(line));
const isGenerated = (path: string) =>
  generated.some((entry) =>
    entry.endsWith('/') ? path.startsWith(entry) : path === entry || path.startsWith(`${entry}/`),
  );

// A path starts at one of the repository's own folders; `…`, `<name>`, `*` or `{a,b}` make it a pattern, not a file.
const sourceFolders = [
  '.ci',
  'app',
  'bench',
  'components',
  'content',
  'deploy',
  'docs',
  'lib',
  'public',
  'sanity',
  'scripts',
  'tests',
];
const pathPattern = new RegExp(
  `(?<![\\w./@-])(?:${sourceFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/\\S*`,
  'g',
);
const isPattern = (path: string) => /[…<>*{}$]/.test(path);

/** The repository paths in a doc's code spans, as written (a line number or an anchor after `:` or `#` left off). */
function codeSpanPaths(markdown: string): string[] {
  const paths: string[] = [];
  for (const [, span = ''] of markdown.matchAll(/`([^`\n]+)`/g))
    for (const [word] of span.replaceAll('@/', '').matchAll(pathPattern)) {
      const path = word.replace(/[:#].*$/, '').replace(/[,;.'"\]]+$/, '');
      const unbalanced = (path.match(/\)/g) ?? []).length > (path.match(/\(/g) ?? []).length;
      if (!isPattern(path)) paths.push(unbalanced ? path.replace(/\)+$/, '') : path);
    }
  return paths;
}

/** The files a doc links to, relative to the repository (web addresses and in-page anchors left out). */
function linkedFiles(file: string, markdown: string): string[] {
  const links: string[] = [];
  for (const [, angled, plain] of markdown.matchAll(/\]\((?:<([^>]+)>|([^)\s]+))/g)) {
    const target = (angled ?? plain ?? '').replace(/#.*$/, '');
    if (!target || /^[a-z]+:/.test(target)) continue;
    links.push(join(dirname(file), decodeURI(target)));
  }
  return links;
}

const missing = (paths: string[]) => paths.filter((path) => !isGenerated(path) && !existsSync(join(root, path)));

describe('the files the docs name', () => {
  it.each(guides)('%s: every repository path in a code span exists', (file) => {
    expect(missing(codeSpanPaths(read(file)))).toEqual([]);
  });

  it.each([...guides, ...records])('%s: every linked file exists', (file) => {
    expect(missing(linkedFiles(file, read(file)))).toEqual([]);
  });

  it('finds a path in a code span and a linked file, and reports the ones that are not there', () => {
    const doc =
      'The parser (`lib/content/derive.ts:12`, `lib/gone.ts`, `app/(site)/blog/[slug]/page.tsx`), a pattern ' +
      '(`tests/unit/studio-rules*.test.ts`), a command (`node scripts/build/host-config.ts --nginx-dir x`), the ' +
      'output (`deploy/nginx/site.conf`), [a record](decisions/0001-plain-links-with-one-delegated-listener.md), ' +
      '[gone](decisions/0000-gone.md#why) and [the web](https://example.com).';
    expect(codeSpanPaths(doc)).toEqual([
      'lib/content/derive.ts',
      'lib/gone.ts',
      'app/(site)/blog/[slug]/page.tsx',
      'scripts/build/host-config.ts',
      'deploy/nginx/site.conf',
    ]);
    expect(missing(codeSpanPaths(doc))).toEqual(['lib/gone.ts']);
    expect(missing(linkedFiles('docs/testing.md', doc))).toEqual(['docs/decisions/0000-gone.md']);
  });
});
