// The two builds the end-to-end tests run against, each in a folder of its own under .e2e/, never
// .next/ or out/ (what `npm start` and a deploy serve): they post leads to the local lead sink,
// which only a test build may do (E2E_TEST_BUILD=1).
//   node tests/build-e2e.ts export   the static export on the embedded dataset, analytics off: .e2e/export/
//   node tests/build-e2e.ts server   the server build against the local fake of Sanity's query API:
//                                    .e2e/server/, analytics on, which both Playwright suites serve
// Next builds an export that has its own folder in .next/ all the same: a .next/ that was there
// is held in .e2e/held-next/ meanwhile and put back, so the production build stays as it was.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eFolders, exportBuildEnv, serverBuildEnv } from './fixtures/e2e-builds.ts';
import { startFakeSanity } from './fixtures/sanity-stack.ts';

const kind = process.argv[2];
if (kind !== 'export' && kind !== 'server') {
  console.error('usage: node tests/build-e2e.ts export|server');
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
async function buildExport(env: Record<string, string>) {
  await step('clear-data-cache.ts', env);
  await run(['npx', 'next', 'build'], env);
  if (!existsSync(join('.next', 'BUILD_ID')))
    throw new Error(
      'build-e2e: Next no longer keeps the build files of an export with its own folder in .next/ ' +
        '(docs/architecture.md, Next upgrade checklist): update this script and lib/env.ts buildFolders',
    );
  await step('compile-hints.ts', env);
  await step('host-config.ts', env, '--nginx-dir', e2eFolders.nginx);
}

/** Moves `from` to `to`, replacing what is there. */
function move(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}

mkdirSync(e2eFolders.root, { recursive: true });
if (kind === 'export') {
  // A run stopped during the export left the production .next/ held: put it back first.
  if (existsSync(e2eFolders.heldNext)) {
    if (existsSync('.next')) move('.next', e2eFolders.exportBuild);
    renameSync(e2eFolders.heldNext, '.next');
  }
  if (existsSync('.next')) renameSync('.next', e2eFolders.heldNext);
  // The export's own build folder from the last run: Turbopack's cache makes a rebuild quicker.
  if (existsSync(e2eFolders.exportBuild)) renameSync(e2eFolders.exportBuild, '.next');
  const putBack = () => {
    if (existsSync('.next')) move('.next', e2eFolders.exportBuild);
    if (existsSync(e2eFolders.heldNext)) renameSync(e2eFolders.heldNext, '.next');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void running.then(putBack).finally(() => process.exit(130)));
  try {
    await buildExport(exportBuildEnv);
  } finally {
    putBack();
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
