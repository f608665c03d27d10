// The Nu HTML Checker (vnu-jar, on the machine's Java) over every HTML file of the export.
// Prints each error and a closing line 'vnu: N passed, M failed' (files); exits 1 on any error.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? 'out';
const vnuJar = createRequire(import.meta.url)('vnu-jar');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

let files: string[] = [];
try {
  files = htmlFiles(root).sort();
} catch {
  files = [];
}
if (files.length === 0) {
  console.error(`vnu: no HTML files under ${root}/ — build the export first (npm run build:export)`);
  process.exit(1);
}
try {
  execFileSync('java', ['-version'], { stdio: 'ignore' });
} catch {
  console.error('vnu: Java is required (Debian: apt-get install default-jre-headless)');
  process.exit(1);
}

// A canary with one known error runs alongside the pages: if the checker does not report it,
// the checker did not really run (with a small -Xss this vnu dies of a StackOverflowError and
// prints no JSON, which once passed every page unchecked).
const canary = join(mkdtempSync(join(tmpdir(), 'vnu-canary-')), 'canary.html');
writeFileSync(
  canary,
  '<!doctype html><html lang="en"><head><title>canary</title></head><body><p><div>x</div></p></body></html>',
);

const run = spawnSync('java', ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--errors-only', canary, ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};
let messages: VnuMessage[];
try {
  messages = JSON.parse(run.stderr).messages;
} catch {
  console.error(run.stdout, run.stderr);
  console.error(`vnu: could not read the checker output (exit ${run.status})`);
  process.exit(1);
}
const isError = (message: VnuMessage) => message.type === 'error' || message.subType === 'fatal';
const fromCanary = (message: VnuMessage) => message.url?.endsWith('/canary.html');
if (!messages.some((message) => isError(message) && fromCanary(message))) {
  console.error('vnu: the checker did not flag the canary, so its verdict on the pages means nothing');
  process.exit(1);
}
const errors = messages.filter((message) => isError(message) && !fromCanary(message));
const failedFiles = new Set<string>();
for (const error of errors) {
  const file = error.url ? relative(process.cwd(), new URL(error.url).pathname) : '?';
  failedFiles.add(file);
  console.error(
    `${file}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'} ${error.message}\n    ${(error.extract ?? '').trim()}`,
  );
}
console.log(`vnu: ${files.length} HTML files checked, ${errors.length} errors`);
console.log(`vnu: ${files.length - failedFiles.size} passed, ${failedFiles.size} failed`);
process.exit(errors.length === 0 ? 0 : 1);
