// Two Tailwind classes on one element that set the same property (`p-6 p-0`, `mt-4 mt-0`) leave
// the winner to the stylesheet's order, not to the caller: the site joins classes with clsx alone
// (lib/cn.ts), so a component's own class and a caller's override would both land. This check
// reads every class attribute of the export's HTML and fails on any such pair; tailwind-merge
// knows which utilities conflict, taught the site's theme (`text-display` is a size, and in
// Tailwind 4 a `leading-*` always wins over a text size's own line height).
//   node tests/class-conflicts.ts [out]
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { extendTailwindMerge } from 'tailwind-merge';

const merge = extendTailwindMerge({
  extend: { theme: { text: ['display'] } },
  override: { conflictingClassGroups: { 'font-size': [] } },
});

/** The classes of `classList` that another class on the same element overrides. */
export function conflictingClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(merge(classes.join(' ')).split(' '));
  return classes.filter((name) => !kept.has(name));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? 'out';
  const files = htmlFiles(root);
  if (files.length === 0) {
    console.error(`class-conflicts: no HTML files under ${root}/ — build the export first (npm run build:export)`);
    process.exit(1);
  }
  const found = new Map<string, string>();
  let attributes = 0;
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\sclass="([^"]*)"/g)) {
      attributes += 1;
      const classList = decode(match[1] ?? '');
      const dropped = conflictingClasses(classList);
      if (dropped.length > 0 && !found.has(classList)) {
        found.set(classList, `${relative(process.cwd(), file)}: "${classList}" — overridden: ${dropped.join(' ')}`);
      }
    }
  }
  for (const line of found.values()) console.error(line);
  console.log(`class-conflicts: ${attributes} class attributes in ${files.length} files, ${found.size} with conflicts`);
  process.exit(found.size === 0 ? 0 : 1);
}
