// The builds the end-to-end tests run against, each in a folder of its own under .e2e/, never
// .next/ or out/ (what `npm start` and a deploy serve): they post leads to the local lead sink,
// which only a test build may do (E2E_TEST_BUILD=1).
//   node tests/build-e2e.ts export   the static export on the embedded dataset, analytics off: .e2e/export/
//   node tests/build-e2e.ts export-shape [shape=empty]   the export of a project with less content (by default a
//                                   new one: the settings and the pages' words), read from the fake of Sanity's query
//                                   API: .e2e/shape-<shape>/export/ (tests/fixtures/dataset-shapes.ts)
//   node tests/build-e2e.ts server   the server build against the local fake of Sanity's query API:
//                                    .e2e/server/, analytics on, which both Playwright suites serve
// Next builds an export that has its own folder in .next/ all the same: a .next/ that was there
// is held in .e2e/held-next/ meanwhile and put back, so the production build stays as it was.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { datasetOf, datasetShapes, type DatasetShape } from './fixtures/dataset-shapes.ts';
import {
  e2eFolders,
  exportBuildEnv,
  serverBuildEnv,
  shapeExportBuildEnv,
  shapeFolders,
} from './fixtures/e2e-builds.ts';
import { startFakeSanity } from './fixtures/sanity-stack.ts';

const kind = process.argv[2];
if (kind !== 'export' && kind !== 'export-shape' && kind !== 'server') {
  console.error('usage: node tests/build-e2e.ts export|export-shape [shape]|server');
  process.exit(2);
}

/** The step running now: a stop (Ctrl-C) waits for it to end before folders are put back. */
let running: Promise<unknown> = Promise.resolve();
const run = (args: string[], env: Record<string, string>) => {
  const done = new Promise<void>((resolve, reject) =>
    spawn(args[0]!, args.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    ),
  );
  running = done.catch(() => {});
  return done;
};
const step = (script: string, env: Record<string, string>, ...args: string[]) =>
  run([process.execPath, `scripts/build/${script}`, ...args], env);

/** The steps of `npm run build:export`, writing the nginx files for the tests' server. */
async function buildExport(env: Record<string, string>, nginxDir: string) {
  await step('clear-data-cache.ts', env);
  await run(['npx', 'next', 'build'], env);
  if (!existsSync(join('.next', 'BUILD_ID')))
    throw new Error(
      'build-e2e: Next no longer keeps the build files of an export with its own folder in .next/ ' +
        '(docs/architecture.md, Next upgrade checklist): update this script and lib/env.ts buildFolders',
    );
  await step('drop-placeholders.ts', env);
  await step('compile-hints.ts', env);
  await step('host-config.ts', env, '--nginx-dir', nginxDir);
}

/** Moves `from` to `to`, replacing what is there. */
function move(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}

/**
 * Runs `build` with `.next/` as an export's own build folder (`kept`, with its compiler cache from the last run),
 * the production .next/ held in .e2e/held-next/ meanwhile and put back after, also after a stop.
 */
async function inBuildFolder(kept: string, build: () => Promise<void>) {
  // A run stopped during an export left the production .next/ held: put it back first.
  if (existsSync(e2eFolders.heldNext)) {
    if (existsSync('.next')) move('.next', kept);
    renameSync(e2eFolders.heldNext, '.next');
  }
  if (existsSync('.next')) renameSync('.next', e2eFolders.heldNext);
  if (existsSync(kept)) renameSync(kept, '.next');
  const putBack = () => {
    if (existsSync('.next')) move('.next', kept);
    if (existsSync(e2eFolders.heldNext)) renameSync(e2eFolders.heldNext, '.next');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void running.then(putBack).finally(() => process.exit(130)));
  try {
    await build();
  } finally {
    putBack();
  }
}

mkdirSync(e2eFolders.root, { recursive: true });
if (kind === 'export') {
  await inBuildFolder(e2eFolders.exportBuild, () => buildExport(exportBuildEnv, e2eFolders.nginx));
} else if (kind === 'export-shape') {
  const shape = (process.argv[3] ?? 'empty') as DatasetShape;
  if (!(shape in datasetShapes)) throw new Error(`no dataset shape ${shape}: ${Object.keys(datasetShapes).join(', ')}`);
  const folders = shapeFolders(shape);
  mkdirSync(dirname(folders.dataset), { recursive: true });
  writeFileSync(folders.dataset, datasetOf(shape));
  const fake = await startFakeSanity(folders.dataset);
  try {
    await inBuildFolder(e2eFolders.shapeBuild, () =>
      buildExport(shapeExportBuildEnv(shape, fake.apiUrl), folders.nginx),
    );
  } finally {
    await fake.stop();
  }
} else {
  const fake = await startFakeSanity();
  try {
    const env = serverBuildEnv(fake.apiUrl);
    await step('clear-data-cache.ts', env);
    await run(['npx', 'next', 'build'], env);
    await step('compile-hints.ts', env);
    await step('csp-manifest.ts', env);
  } finally {
    await fake.stop();
  }
}
