// Both builds on each smaller dataset (tests/fixtures/dataset-shapes.ts): the export (tests/build-e2e.ts
// export-shape) served by nginx, and the server build started against the local fake of Sanity's query API; each
// is crawled (tests/fixtures/link-check.ts): every sitemap page answers, and no link leads nowhere. `npm test`
// builds and tests the smallest shape's export (tests/e2e/empty-content.spec.ts); this runs the rest by hand,
// a few minutes a shape, and prints a line per build.
//   node tests/content-shapes.ts [shape …] [--no-server]
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { datasetShapes, missingIn, type DatasetShape } from './fixtures/dataset-shapes.ts';
import { sanityE2e, serverBuildEnv, shapeFolders } from './fixtures/e2e-builds.ts';
import { checkSiteLinks } from './fixtures/link-check.ts';
import { freePorts, startFakeSanity, startProcess, stopPid, waitForUrl } from './fixtures/sanity-stack.ts';

const { values, positionals } = parseArgs({ options: { 'no-server': { type: 'boolean' } }, allowPositionals: true });
// The grown shapes (posts-100, posts-500) are for scripts/perf/build-times.ts; name one to crawl it.
const smaller = Object.entries(datasetShapes)
  .filter(([, shape]) => !('grown' in shape))
  .map(([name]) => name);
const shapes = (positionals.length > 0 ? positionals : smaller) as DatasetShape[];
const unknown = shapes.filter((shape) => !(shape in datasetShapes));
if (unknown.length > 0) {
  console.error(`no dataset shape ${unknown.join(', ')}: ${Object.keys(datasetShapes).join(', ')}`);
  process.exit(2);
}

/** Runs a command with its output on this terminal; resolves to whether it succeeded and what it printed. */
const run = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ ok: boolean; output: string }>((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(args[0]!, args.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        process.stdout.write(chunk);
      });
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });

/** A shape without a singleton: the build must fail, and say which document is missing. */
function stoppedByName(shape: DatasetShape, build: { ok: boolean; output: string }) {
  const missing = missingIn(shape);
  if (missing.length === 0) return null;
  const named = missing.every((id) => build.output.includes(`no published document "${id}"`));
  return !build.ok && named ? 'stopped by name' : build.ok ? 'built: FAILED to stop' : 'stopped: FAILED to name';
}

async function crawl(name: string, base: string) {
  const { pages, targets, broken } = await checkSiteLinks(base);
  console.log(`${name}: ${pages.length} sitemap pages, ${targets} addresses linked, ${broken.length} broken`);
  for (const line of broken) console.log(`  ${line}`);
  return broken.length === 0;
}

async function exportOf(shape: DatasetShape) {
  const build = await run([process.execPath, 'tests/build-e2e.ts', 'export-shape', shape]);
  const stopped = stoppedByName(shape, build);
  if (stopped) return stopped;
  if (!build.ok) return 'build FAILED';
  const [port] = freePorts(1) as [number];
  const { export: root, nginx } = shapeFolders(shape);
  const server = startProcess(`shape-${shape}-nginx`, process.execPath, [
    'scripts/serve/nginx.ts',
    `--port=${port}`,
    `--root=${root}`,
    `--nginx-dir=${nginx}`,
  ]);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/robots.txt`, server, 30_000);
    return (await crawl(`${shape} export`, `http://127.0.0.1:${port}`)) ? 'ok' : 'broken links';
  } finally {
    await stopPid(server.pid);
  }
}

async function serverOf(shape: DatasetShape) {
  const folders = shapeFolders(shape);
  const fake = await startFakeSanity(folders.dataset);
  // next build adds its build folder's route types to tsconfig.json: this folder is a scratch one.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    const env = serverBuildEnv(fake.apiUrl, folders.server);
    for (const step of ['clear-data-cache.ts', 'next build', 'csp-manifest.ts']) {
      const args = step === 'next build' ? ['npx', 'next', 'build'] : [process.execPath, `scripts/build/${step}`];
      const build = await run(args, env);
      const stopped = step === 'next build' ? stoppedByName(shape, build) : null;
      if (stopped) return stopped;
      if (!build.ok) return `build FAILED (${step})`;
    }
    const [port] = freePorts(1) as [number];
    const server = startProcess(
      `shape-${shape}-server`,
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
      env,
    );
    try {
      await waitForUrl(`http://127.0.0.1:${port}/robots.txt`, server, 60_000);
      return (await crawl(`${shape} server`, `http://127.0.0.1:${port}`)) ? 'ok' : 'broken links';
    } finally {
      await stopPid(server.pid);
    }
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
    await fake.stop();
  }
}

const results: string[] = [];
for (const shape of shapes) {
  const exported = await exportOf(shape);
  const served = values['no-server'] ? 'not tried' : await serverOf(shape);
  results.push(`${shape.padEnd(18)} export: ${exported.padEnd(14)} server: ${served}`);
}
console.log(`\ncontent shapes (${sanityE2e.projectId} on the fake query API)\n${results.join('\n')}`);
process.exit(results.every((line) => !/FAILED|broken/.test(line)) ? 0 : 1);
