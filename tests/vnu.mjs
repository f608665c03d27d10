// The Nu HTML Checker (vnu-jar, on the machine's Java) over every HTML file of the export.
// Prints each error and a closing line 'vnu: N passed, M failed' (files); exits 1 on any error.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? 'out';
const vnuJar = createRequire(import.meta.url)('vnu-jar');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

let files = [];
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

const run = spawnSync('java', ['-Xss512k', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let messages = [];
try {
  messages = JSON.parse(run.stderr || '{"messages":[]}').messages;
} catch {
  console.error(run.stderr);
  console.error('vnu: could not read the checker output');
  process.exit(1);
}
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
const failedFiles = new Set();
for (const error of errors) {
  const file = error.url ? relative(process.cwd(), new URL(error.url).pathname) : '?';
  failedFiles.add(file);
  console.error(`${file}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'} ${error.message}\n    ${(error.extract ?? '').trim()}`);
}
console.log(`vnu: ${files.length} HTML files checked, ${errors.length} errors`);
console.log(`vnu: ${files.length - failedFiles.size} passed, ${failedFiles.size} failed`);
process.exit(errors.length === 0 ? 0 : 1);
