// The builds' time as the blog grows: each build (the static export, the server build) on the embedded dataset and
// on the grown ones of tests/fixtures/dataset-shapes.ts (posts-100, posts-500), read from the local fake of
// Sanity's query API as the tests' builds are (tests/build-e2e.ts), phase by phase, and the seconds each added post
// costs. Not part of `npm test`: a few minutes a build on two cores.
//   node scripts/perf/build-times.ts [--sizes 14,100,500] [--kinds export,server] [--json file] [--cache cold|kept]
// A size is a post count: 14 (or the embedded dataset's count of published posts, 13) is the embedded dataset,
// N another shape posts-N. Every build goes to .e2e/build-times/<kind>-<dataset>/, never .next/ or the tests'
// folders; an export builds in .next/ all the same (Next keeps an export's build files there), the .next/ that was
// there held in .e2e/build-times/held-next/ meanwhile and put back, as tests/build-e2e.ts does.
// `--cache cold` (the default) empties each build's folder first, so every build compiles from nothing, as a deploy
// without a build cache does; `kept` keeps Turbopack's cache from the last run of the same build.
// Phases: each step's wall time (the scripts of `npm run build` / `build:export`, timed as processes), and within
// `next build` the spans of Next's own trace (<build folder>/trace): run-turbopack (compile), static-check
// ("Collecting page data"), static-generation ("Generating static pages": every page, route and Open Graph image,
// which Next renders together and does not time apart), the rest of next-build's span, and the process's time
// outside it (start-up, loading the config). Next's own lines that give a time are printed beside them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { datasetOf, datasetShapes, type DatasetShape } from '../../tests/fixtures/dataset-shapes.ts';
import { e2eFolders, exportBuildEnv, sanityE2e, serverBuildEnv } from '../../tests/fixtures/e2e-builds.ts';
import { startFakeSanity } from '../../tests/fixtures/sanity-stack.ts';
import { parseOptions } from './options.ts';

const usage =
  'node scripts/perf/build-times.ts [--sizes 14,100,500] [--kinds export,server] [--json file] [--cache cold|kept]';
const options = parseOptions({ sizes: '14,100,500', kinds: 'export,server', json: '', cache: 'cold' }, usage);
const kinds = options.kinds.split(',').filter(Boolean);
const fail = (message: string): never => {
  console.error(`build-times: ${message}\nusage: ${usage}`);
  process.exit(2);
};
if (options.positionals.length > 0) fail(`unexpected ${options.positionals.join(' ')}`);
if (kinds.length === 0 || kinds.some((kind) => kind !== 'export' && kind !== 'server')) fail('--kinds: export,server');
if (options.cache !== 'cold' && options.cache !== 'kept') fail('--cache: cold or kept');

const root = join(e2eFolders.root, 'build-times');
const heldNext = join(root, 'held-next');
const embeddedFile = 'content/dataset.ndjson';

type Post = { _id: string; _type: string; publishedAt?: string };
/** The posts the site publishes (not drafts or versions, published by now). */
const publishedPosts = (ndjson: string) =>
  ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Post)
    .filter((doc) => doc._type === 'post' && !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.'))
    .filter((doc) => doc.publishedAt !== undefined && Date.parse(doc.publishedAt) <= Date.now()).length;

const embeddedPosts = publishedPosts(readFileSync(embeddedFile, 'utf8'));

/** A size's dataset: the embedded file as it is, or a grown shape written to .e2e/build-times/. */
function datasetFor(size: number): { name: string; file: string } {
  if (size === 14 || size === embeddedPosts) return { name: 'embedded', file: embeddedFile };
  const shape = `posts-${size}`;
  if (!(shape in datasetShapes))
    fail(
      `no dataset of ${size} posts: 14 (the embedded one) or ${Object.keys(datasetShapes)
        .filter((name) => name.startsWith('posts-'))
        .map((name) => name.slice('posts-'.length))
        .join(', ')}`,
    );
  const file = join(root, `${shape}.ndjson`);
  mkdirSync(root, { recursive: true });
  writeFileSync(file, datasetOf(shape as DatasetShape));
  return { name: shape, file };
}
const sizes = options.sizes
  .split(',')
  .filter(Boolean)
  .map((size) => (/^\d+$/.test(size) ? Number(size) : fail(`--sizes: post counts, not ${size}`)));
if (sizes.length === 0) fail('--sizes: at least one');

/** The step running now: a stop (Ctrl-C) waits for it to end before .next/ is put back. */
let running: Promise<unknown> = Promise.resolve();

type Timed = { seconds: number; lines: { at: number; text: string }[] };
/** Runs a command to its end, its output passed through and each line noted with its time; rejects on failure. */
function timed(args: string[], env: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const lines: Timed['lines'] = [];
  const done = new Promise<Timed>((resolve, reject) => {
    const child = spawn(args[0]!, args.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let partial = '';
    const take = (chunk: Buffer) => {
      process.stdout.write(chunk);
      const text = partial + chunk.toString();
      const complete = text.split('\n');
      partial = complete.pop()!;
      const at = (performance.now() - started) / 1000;
      for (const line of complete) lines.push({ at, text: line });
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (partial) lines.push({ at: (performance.now() - started) / 1000, text: partial });
      const result = { seconds: (performance.now() - started) / 1000, lines };
      if (code === 0) resolve(result);
      else reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
  running = done.catch(() => {});
  return done;
}

const nextBin = 'node_modules/next/dist/bin/next';
const script = (name: string, ...args: string[]) => [process.execPath, `scripts/build/${name}`, ...args];
/**
 * `npm run build`'s last step writes deploy/nginx/server.conf, the deploy's own file: here the same work (the
 * draft-mode id read from the build, the configuration composed and written) goes to the build's folder.
 */
const serverNginxInto = (file: string) => [
  process.execPath,
  '--input-type=module',
  '-e',
  `import { writeFileSync } from 'node:fs';
import { buildFolders, env } from './lib/env.ts';
import { buildPreviewModeId, serverNginxConfig } from './scripts/build/server-nginx.ts';
const upstreams = (env.NGINX_UPSTREAMS ?? '127.0.0.1:3000,127.0.0.1:3001').split(',');
const cacheDir = env.NGINX_CACHE_DIR ?? '/var/cache/nginx/launchframe';
const previewModeId = buildPreviewModeId(buildFolders.dist);
writeFileSync(${JSON.stringify(file)}, serverNginxConfig({ upstreams, cacheDir, previewModeId }), { mode: 0o600 });`,
];

type Step = { name: string; args: string[] };
/** The steps of `npm run build:export` and `npm run build`, in order, `next build` among them. */
function stepsOf(kind: string, folder: string): Step[] {
  const next = { name: 'next build', args: [process.execPath, nextBin, 'build'] };
  if (kind === 'export')
    return [
      { name: 'clear-data-cache.ts', args: script('clear-data-cache.ts') },
      next,
      { name: 'drop-placeholders.ts', args: script('drop-placeholders.ts') },
      { name: 'compile-hints.ts', args: script('compile-hints.ts') },
      { name: 'host-config.ts', args: script('host-config.ts', '--nginx-dir', join(folder, 'nginx')) },
    ];
  return [
    { name: 'clear-data-cache.ts', args: script('clear-data-cache.ts') },
    next,
    { name: 'compile-hints.ts', args: script('compile-hints.ts') },
    { name: 'csp-manifest.ts', args: script('csp-manifest.ts') },
    { name: 'server-nginx.ts', args: serverNginxInto(join(folder, 'server.conf')) },
  ];
}

/** The export's environment: the tests' export (tests/fixtures/e2e-builds.ts) reading the fake, as a shape's does. */
const exportEnv = (apiUrl: string, distDir: string): Record<string, string> => ({
  ...exportBuildEnv,
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_SANITY_PROJECT_ID: sanityE2e.projectId,
  NEXT_PUBLIC_SANITY_DATASET: 'production',
  SANITY_API_HOST: apiUrl,
});

/** Moves `from` to `to`, replacing what is there. */
function move(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}

/** Puts back a .next/ a stopped run of this script held; refuses while the tests' export may be building. */
function recoverHeldNext() {
  if (existsSync(e2eFolders.heldNext))
    fail(`${e2eFolders.heldNext} exists: tests/build-e2e.ts is building an export (or was stopped); try again after`);
  if (!existsSync(heldNext)) return;
  rmSync('.next', { recursive: true, force: true });
  renameSync(heldNext, '.next');
}

/** Runs `build` with `kept` as .next/, the .next/ that was there held meanwhile and put back after, also after a stop. */
async function inNextFolder(kept: string, build: () => Promise<void>) {
  recoverHeldNext();
  if (existsSync('.next')) renameSync('.next', heldNext);
  if (existsSync(kept)) renameSync(kept, '.next');
  const putBack = () => {
    if (existsSync('.next')) move('.next', kept);
    if (existsSync(heldNext)) renameSync(heldNext, '.next');
  };
  const onSignal = () => void running.then(putBack).finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await build();
  } finally {
    putBack();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

type Span = { name: string; id: number; parentId?: number; traceId: string; duration: number; timestamp: number };
/** The spans of the last `next build` in a trace file, by name, in seconds (a name repeated: summed). */
function nextSpans(traceFile: string): { total: number; children: Record<string, number> } {
  const spans = readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => JSON.parse(line) as Span[]);
  const build = spans.findLast((span) => span.name === 'next-build');
  if (!build) throw new Error(`build-times: no next-build span in ${traceFile}`);
  const children: Record<string, number> = {};
  for (const span of spans)
    if (span.traceId === build.traceId && span.parentId === build.id)
      children[span.name] = (children[span.name] ?? 0) + span.duration / 1e6;
  return { total: build.duration / 1e6, children };
}

/** Files under `dir` (relative paths). */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

/** What the build wrote: HTML pages and Open Graph images (the export's files; the server build's prerendered routes). */
function written(kind: string, distDir: string): { pages: number; images: number } {
  if (kind === 'export') {
    const files = filesUnder(distDir);
    return {
      pages: files.filter((file) => file.endsWith('.html')).length,
      images: files.filter((file) => file.startsWith('og/') && file.endsWith('.png')).length,
    };
  }
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, { dataRoute: string | null }>;
  };
  const routes = Object.keys(manifest.routes);
  const images = routes.filter((route) => route.startsWith('/og/')).length;
  // A page has its RSC payload (dataRoute); a route handler (the feed, the sitemap, an image) has none.
  const pages = Object.values(manifest.routes).filter((entry) => entry.dataRoute !== null).length;
  return { pages, images };
}

type Result = {
  kind: string;
  dataset: string;
  posts: number;
  /** Next's count of the paths it prerendered ("Generating static pages (n/n)"). */
  nextPaths: number | null;
  pages: number;
  images: number;
  total: number;
  /** Each step's wall time, `next build` included. */
  steps: Record<string, number>;
  /** Within `next build`: Next's trace spans, and the process's time outside them. */
  next: { compile: number; pageData: number; prerender: number; rest: number; outside: number };
  /** next-build's direct spans over 0.05 s (some overlap: turbopack-persistence runs beside static-check). */
  nextSpans: Record<string, number>;
  /** Next's own lines that give a time ("✓ Compiled successfully in 37.2s"). */
  nextLines: string[];
  load: { before: number[]; after: number[] };
};

async function measure(kind: string, size: number): Promise<Result> {
  const dataset = datasetFor(size);
  const folder = join(root, `${kind}-${dataset.name}`);
  const distDir = join(folder, kind === 'export' ? 'export' : 'server');
  const nextFolder = join(folder, 'next');
  if (options.cache === 'cold') rmSync(folder, { recursive: true, force: true });
  else rmSync(distDir, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // next build writes its build folder's route types into tsconfig.json and next-env.d.ts: put back as they were.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  const nextEnv = existsSync('next-env.d.ts') ? readFileSync('next-env.d.ts', 'utf8') : null;
  const fake = await startFakeSanity(dataset.file);
  const steps: Record<string, number> = {};
  const runs: Record<string, Timed> = {};
  const before = loadavg();
  console.log(`\nbuild-times: ${kind}, ${dataset.name} (load ${before.map((value) => value.toFixed(2)).join(' ')})`);
  try {
    const env = kind === 'export' ? exportEnv(fake.apiUrl, distDir) : serverBuildEnv(fake.apiUrl, distDir);
    const build = async () => {
      for (const step of stepsOf(kind, folder)) {
        const run = await timed(step.args, env);
        steps[step.name] = run.seconds;
        runs[step.name] = run;
      }
    };
    if (kind === 'export') await inNextFolder(nextFolder, build);
    else await build();
  } finally {
    await fake.stop();
    if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);
    if (nextEnv !== null && readFileSync('next-env.d.ts', 'utf8') !== nextEnv) writeFileSync('next-env.d.ts', nextEnv);
  }
  const after = loadavg();
  const { lines, seconds: nextWall } = runs['next build']!;
  const trace = nextSpans(join(kind === 'export' ? nextFolder : distDir, 'trace'));
  const span = (name: string) => trace.children[name] ?? 0;
  const compile = span('run-turbopack');
  const pageData = span('static-check');
  const prerender = span('static-generation');
  const generated = lines.map((line) => /Generating static pages[^(]*\((\d+)\/\1\)/.exec(line.text)).find(Boolean);
  return {
    kind,
    dataset: dataset.name,
    posts: publishedPosts(readFileSync(dataset.file, 'utf8')),
    nextPaths: generated ? Number(generated[1]) : null,
    ...written(kind, distDir),
    total: Object.values(steps).reduce((sum, value) => sum + value, 0),
    steps,
    next: {
      compile,
      pageData,
      prerender,
      rest: trace.total - compile - pageData - prerender,
      outside: nextWall - trace.total,
    },
    nextSpans: Object.fromEntries(
      Object.entries(trace.children)
        .filter(([, seconds]) => seconds >= 0.05)
        .map(([name, seconds]) => [name, round(seconds)]),
    ),
    nextLines: lines.map((line) => line.text.trim()).filter((text) => /(?: in | took )[\d.]+m?s\b/.test(text)),
    load: { before, after },
  };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

const results: Result[] = [];
for (const kind of kinds) for (const size of sizes) results.push(await measure(kind, size));

/**
 * Seconds per added post between each pair of sizes of one kind, and from the smallest to the largest: of the whole
 * build, of the build but its compile (which does not read content, so its difference is the machine's noise: a
 * cold compile moved by ±4 s between builds of the same code), of the prerender.
 */
type PerPost = {
  kind: string;
  from: number;
  to: number;
  total: number;
  withoutCompile: number;
  compile: number;
  prerender: number;
};
const perPost: PerPost[] = [];
for (const kind of kinds) {
  const rows = results.filter((row) => row.kind === kind).sort((a, b) => a.posts - b.posts);
  const pairs = rows.slice(1).map((row, index) => [rows[index]!, row] as const);
  if (rows.length > 2) pairs.push([rows[0]!, rows.at(-1)!]);
  for (const [a, b] of pairs) {
    const added = b.posts - a.posts;
    if (added <= 0) continue;
    perPost.push({
      kind,
      from: a.posts,
      to: b.posts,
      total: round((b.total - a.total) / added, 3),
      withoutCompile: round((b.total - b.next.compile - (a.total - a.next.compile)) / added, 3),
      compile: round((b.next.compile - a.next.compile) / added, 3),
      prerender: round((b.next.prerender - a.next.prerender) / added, 3),
    });
  }
}

const cell = (value: number | string | null, width: number) =>
  (typeof value === 'number' ? value.toFixed(1) : (value ?? '-')).padStart(width);
for (const kind of kinds) {
  const rows = results.filter((row) => row.kind === kind);
  if (rows.length === 0) continue;
  const stepNames = Object.keys(rows[0]!.steps).filter((name) => name !== 'next build');
  const header = [
    'posts',
    'paths',
    'pages',
    'og imgs',
    'total s',
    'next build',
    'compile',
    'page data',
    'prerender',
    'next rest',
    'outside',
    ...stepNames.map((name) => name.replace(/\.ts$/, '')),
  ];
  const widths = header.map((name) => Math.max(name.length, 7));
  console.log(`\n${kind} build (seconds; cache ${options.cache})`);
  console.log(header.map((name, index) => name.padStart(widths[index]!)).join(' '));
  for (const row of rows) {
    const values = [
      String(row.posts),
      row.nextPaths === null ? '-' : String(row.nextPaths),
      String(row.pages),
      String(row.images),
      row.total,
      row.steps['next build']!,
      row.next.compile,
      row.next.pageData,
      row.next.prerender,
      row.next.rest,
      row.next.outside,
      ...stepNames.map((name) => row.steps[name]!),
    ];
    console.log(values.map((value, index) => cell(value, widths[index]!)).join(' '));
  }
  for (const row of rows)
    console.log(
      `  ${row.posts} posts (load before ${row.load.before[0]!.toFixed(2)}, after ${row.load.after[0]!.toFixed(2)}), ` +
        `Next's lines: ${row.nextLines.join(' | ')}`,
    );
  for (const line of perPost.filter((entry) => entry.kind === kind))
    console.log(
      `  per added post, ${line.from} → ${line.to}: total ${line.total} s, all but the compile ${line.withoutCompile} s, ` +
        `prerender ${line.prerender} s, compile ${line.compile} s`,
    );
}
console.log(
  '\ncompile: run-turbopack; page data: static-check; prerender: static-generation (pages, routes and OG images ' +
    "together); next rest: the rest of next-build's span; outside: the next build process's time outside its span",
);

if (options.json) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  writeFileSync(
    options.json,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        commit,
        cpus: cpus().length,
        cache: options.cache,
        results: results.map((row) => ({
          ...row,
          total: round(row.total),
          steps: Object.fromEntries(Object.entries(row.steps).map(([name, value]) => [name, round(value)])),
          next: Object.fromEntries(Object.entries(row.next).map(([name, value]) => [name, round(value)])),
          load: { before: row.load.before.map((value) => round(value)), after: row.load.after.map((v) => round(v)) },
        })),
        perPost,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`build-times: wrote ${options.json}`);
}
