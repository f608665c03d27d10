// Lighthouse (mobile, the default form factor) over pages of a running site; prints the median
// of N runs per category and CLS. Not part of `npm test` (it is a measurement, and noisy).
// Usage: node scripts/perf/lighthouse.mjs [--runs 3] [--base http://127.0.0.1:3000] /path /other-path
// With --base https://127.0.0.1:3443 it measures through scripts/perf/h2-proxy.mjs (HTTP/2 over TLS).
// Uses `npx lighthouse@13` from the npm registry, or LIGHTHOUSE_BIN if set; Chromium from
// CHROMIUM_PATH (default /usr/bin/chromium). Reports go to .lighthouse/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { chromiumFlags, chromiumPath, median, parseOptions } from './options.mjs';

const usage = 'node scripts/perf/lighthouse.mjs [--runs 3] [--base http://127.0.0.1:3000] /path ...';
const options = parseOptions({ runs: 3, base: 'http://127.0.0.1:3000' }, usage);
const runs = Number(options.runs);
const base = options.base;
const paths = options.positionals.length ? options.positionals : ['/'];
// A self-signed certificate is expected only from scripts/perf/h2-proxy.mjs (the https:// base).
const chromeFlags = [
  '--headless=new',
  ...chromiumFlags,
  ...(base.startsWith('https://') ? ['--ignore-certificate-errors'] : []),
].join(' ');
const bin = process.env.LIGHTHOUSE_BIN;
mkdirSync('.lighthouse', { recursive: true });

console.log(`Lighthouse mobile, median of ${runs} runs, ${base}`);
console.log('path | performance | accessibility | best-practices | seo | CLS | LCP ms | TBT ms');
for (const path of paths) {
  const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [], cls: [], lcp: [], tbt: [] };
  for (let run = 0; run < runs; run += 1) {
    const out = `.lighthouse/${path.replace(/\W+/g, '_') || 'home'}-${run}.json`;
    const lighthouseArgs = [
      `${base}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${chromeFlags}`,
    ];
    const [command, commandArgs] = bin ? [bin, lighthouseArgs] : ['npx', ['--yes', 'lighthouse@13', ...lighthouseArgs]];
    execFileSync(command, commandArgs, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: chromiumPath },
    });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo'])
      scores[key].push(Math.round(report.categories[key].score * 100));
    scores.cls.push(report.audits['cumulative-layout-shift'].numericValue);
    scores.lcp.push(report.audits['largest-contentful-paint'].numericValue);
    scores.tbt.push(report.audits['total-blocking-time'].numericValue);
  }
  console.log(
    [
      path,
      median(scores.performance),
      median(scores.accessibility),
      median(scores['best-practices']),
      median(scores.seo),
      median(scores.cls).toFixed(3),
      Math.round(median(scores.lcp)),
      Math.round(median(scores.tbt)),
    ].join(' | '),
  );
}
