// --reuse: measure the builds already on disk, but only builds like the ones the bench makes.
// A build is refused when a file that sets its pages' policy is missing (the pages would then be
// served another policy than production's) or when it was made for the end-to-end tests (`npm
// run build:e2e` bakes a local lead endpoint into the pages and their connect-src).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Each file a reused build needs, with why. */
const requiredFiles = (bareDir) => [
  ['out/index.html', 'the export'],
  ['out/_headers', "the export's per-page policies, from scripts/build/host-config.mjs"],
  ['.next/BUILD_ID', 'the server build'],
  ['.next/csp-manifest.json', "the server build's per-page policies, from scripts/build/csp-manifest.mjs"],
  [join(bareDir, 'out/index.html'), 'the bare page, exported'],
  [join(bareDir, '.next/BUILD_ID'), "the bare page's server build"],
];

/** The home page of each build: the lead endpoint is in its HTML (a prop of the lead form). */
const homePages = ['out/index.html', '.next/server/app/index.html'];

/** build:e2e's lead endpoint, http://127.0.0.1:${E2E_LEAD_PORT:-3190}/leads (see package.json). */
const e2eLeadEndpoint = /127\.0\.0\.1:\d+\/leads/;

/** What keeps the builds under `root` from being reused; empty when they can be. */
export async function reuseProblems(root, bareDir) {
  const problems = [];
  for (const [file, what] of requiredFiles(bareDir))
    if (!existsSync(join(root, file))) problems.push(`${file} is missing (${what})`);
  for (const file of homePages) {
    const path = join(root, file);
    if (existsSync(path) && e2eLeadEndpoint.test(await readFile(path, 'utf8')))
      problems.push(`${file} was built for the end-to-end tests (its lead endpoint is 127.0.0.1)`);
  }
  return problems;
}
