// --reuse: measure the builds already on disk, but only fresh builds like the ones the bench makes.
// A build is refused when a file that sets its pages' policy is missing (the pages would then be
// served another policy than production's), when it was made for the end-to-end tests (`npm run
// build:e2e` bakes a local lead endpoint into the pages and their connect-src), or when the bench
// did not make it from the tree as it is now (its results would carry the wrong commit).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The tree a build was made from: the commit, and a digest of the changes to tracked files. */
export type TreeState = { commit: string; changes: string | null };

/** Where the bench records the tree its builds were made from. */
export const buildRecord = '.bench/builds.json';

/**
 * The tree as git sees it: the commit, and a digest of the changes to tracked files, if any, but
 * the report the bench itself rewrites (docs/performance.md).
 */
export function treeState(root: string = '.'): TreeState {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const diff = git('diff', 'HEAD', '--', '.', ':!docs/performance.md');
  return {
    commit: git('rev-parse', '--short', 'HEAD').trim(),
    changes: diff ? createHash('sha256').update(diff).digest('hex').slice(0, 12) : null,
  };
}

/** Written after the bench's builds, for a later --reuse to check. */
export const recordBuilds = (root: string, state: TreeState): Promise<void> =>
  writeFile(join(root, buildRecord), JSON.stringify(state) + '\n');

const describeTree = ({ commit, changes }: TreeState) => (changes ? `${commit} with changes ${changes}` : commit);

/** Each file a reused build needs, with why. */
const requiredFiles = (bareDir: string): [file: string, what: string][] => [
  ['out/index.html', 'the export'],
  ['out/_headers', "the export's per-page policies, from scripts/build/host-config.ts"],
  ['.next/BUILD_ID', 'the server build'],
  ['.next/csp-manifest.json', "the server build's per-page policies, from scripts/build/csp-manifest.ts"],
  [join(bareDir, 'out/index.html'), 'the bare page, exported'],
  [join(bareDir, '.next/BUILD_ID'), "the bare page's server build"],
];

/** The home page of each build: the lead endpoint is in its HTML (a prop of the lead form). */
const homePages = ['out/index.html', '.next/server/app/index.html'];

/** build:e2e's lead endpoint, http://127.0.0.1:${E2E_LEAD_PORT:-3190}/leads (see package.json). */
const e2eLeadEndpoint = /127\.0\.0\.1:\d+\/leads/;

/** What keeps the builds under `root` from being reused; empty when they can be. */
export async function reuseProblems(root: string, bareDir: string, tree: TreeState): Promise<string[]> {
  const problems: string[] = [];
  const recorded = existsSync(join(root, buildRecord))
    ? (JSON.parse(await readFile(join(root, buildRecord), 'utf8')) as TreeState | null)
    : null;
  if (!recorded) problems.push(`${buildRecord} is missing (the bench did not make these builds)`);
  else if (recorded.commit !== tree.commit || recorded.changes !== tree.changes)
    problems.push(`the builds were made from ${describeTree(recorded)}; the tree is now ${describeTree(tree)}`);
  for (const [file, what] of requiredFiles(bareDir))
    if (!existsSync(join(root, file))) problems.push(`${file} is missing (${what})`);
  for (const file of homePages) {
    const path = join(root, file);
    if (existsSync(path) && e2eLeadEndpoint.test(await readFile(path, 'utf8')))
      problems.push(`${file} was built for the end-to-end tests (its lead endpoint is 127.0.0.1)`);
  }
  return problems;
}
