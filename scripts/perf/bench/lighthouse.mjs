// Lighthouse through Lighthouse CI (`lhci collect`, @lhci/cli from the lockfile, with the
// Lighthouse it pins), on Debian's Chromium: mobile (Lighthouse's default), simulated throttling,
// N runs per URL; every report is kept in the bench's work folder, and the medians are returned.
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumFlags, chromiumPath, median } from '../options.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const lhciCli = require.resolve('@lhci/cli/src/cli.js');

/** The Lighthouse version Lighthouse CI runs. */
export const lighthouseVersion = () =>
  require(require.resolve('lighthouse/package.json', { paths: [require.resolve('@lhci/cli/package.json')] })).version;

/** One report's figures: the four category scores (0-100), CLS, LCP, TBT and FCP (ms). */
export function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue;
  return {
    url: lhr.requestedUrl,
    error: lhr.runtimeError?.code,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: Math.round((value('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  };
}

/** The median of every figure over a URL's runs, and the runs themselves. */
export function medians(runs) {
  const figures = ['performance', 'accessibility', 'best-practices', 'seo', 'cls', 'lcp', 'tbt', 'fcp'];
  return {
    ...Object.fromEntries(figures.map((figure) => [figure, median(runs.map((entry) => entry[figure] ?? 0))])),
    runs: runs.map(({ performance, lcp, tbt, cls }) => ({
      performance,
      lcp: Math.round(lcp),
      tbt: Math.round(tbt),
      cls,
    })),
  };
}

/**
 * Runs `runs` reports of each URL (one `lhci collect` for the group, so the URLs of one route are
 * measured close together) in `workDir`; returns URL → summaries.
 */
export async function collect(urls, { runs, workDir }) {
  await rm(join(workDir, '.lighthouseci'), { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const args = [lhciCli, 'collect', `--numberOfRuns=${runs}`, `--chromePath=${chromiumPath}`];
  for (const url of urls) args.push(`--url=${url}`);
  // Our certificate authority is not Chromium's; the pages are ours.
  args.push(`--settings.chromeFlags=${[...chromiumFlags, '--ignore-certificate-errors'].join(' ')}`);
  // The not-found page is measured too: Lighthouse refuses a 404 document unless told otherwise.
  args.push('--settings.ignoreStatusCode=true');
  await run(process.execPath, args, { cwd: workDir, maxBuffer: 64 * 1024 * 1024 });
  const reports = {};
  const dir = join(workDir, '.lighthouseci');
  for (const name of (await readdir(dir)).filter((file) => file.startsWith('lhr-') && file.endsWith('.json'))) {
    const summary = summarise(JSON.parse(await readFile(join(dir, name), 'utf8')));
    (reports[summary.url] ??= []).push(summary);
  }
  return reports;
}
