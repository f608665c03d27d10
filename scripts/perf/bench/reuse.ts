// --reuse: measure the builds on disk only if the bench made them from the tree as it is now, with their policy
// files.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type TreeState = { commit: string; changes: string | null };

export const buildRecord = '.bench/builds.json';

/** Changes to docs/performance.md, which the bench itself rewrites, do not count. */
export function treeState(root: string = '.'): TreeState {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const diff = git('diff', 'HEAD', '--', '.', ':!docs/performance.md');
  return {
    commit: git('rev-parse', '--short', 'HEAD').trim(),
    changes: diff ? createHash('sha256').update(diff).digest('hex').slice(0, 12) : null,
  };
}

export const recordBuilds = (root: string, state: TreeState): Promise<void> =>
  writeFile(join(root, buildRecord), JSON.stringify(state) + '\n');

const describeTree = ({ commit, changes }: TreeState) => (changes ? `${commit} with changes ${changes}` : commit);

const requiredFiles = (bareDir: string): [file: string, what: string][] => [
  ['out/index.html', 'the export'],
  ['out/_headers', "the export's per-page policies, from scripts/build/host-config.ts"],
  ['.next/BUILD_ID', 'the server build'],
  ['.next/csp-manifest.json', "the server build's per-page policies, from scripts/build/csp-manifest.ts"],
  [join(bareDir, 'out/index.html'), 'the bare page, exported'],
  [join(bareDir, '.next/BUILD_ID'), "the bare page's server build"],
];

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
  return problems;
}
