// Lighthouse (mobile, the default form factor) over pages of a running site; prints the median
// of N runs per category and CLS. Not part of `npm test` (it is a measurement, and noisy).
// Usage: node tests/lighthouse.mjs [--runs 3] [--base http://127.0.0.1:3000] /path /other-path
// With --base https://127.0.0.1:3443 it measures through tests/h2-proxy.mjs (HTTP/2 over TLS).
// Uses `npx lighthouse@13` from the npm registry, or LIGHTHOUSE_BIN if set; Chromium from
// CHROME_PATH (default /usr/bin/chromium). Reports go to .lighthouse/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const runs = Number(option('--runs', '3'));
const base = option('--base', 'http://127.0.0.1:3000');
const paths = args.length ? args : ['/'];
// A self-signed certificate is expected only from tests/h2-proxy.mjs (the https:// base).
const chromeFlags = [
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  base.startsWith('https://') ? '--ignore-certificate-errors' : '',
].join(' ').trim();
const bin = process.env.LIGHTHOUSE_BIN;
mkdirSync('.lighthouse', { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(`Lighthouse mobile, median of ${runs} runs, ${base}`);
console.log('path | performance | accessibility | best-practices | seo | CLS | LCP ms | TBT ms');
for (const path of paths) {
  const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [], cls: [], lcp: [], tbt: [] };
  for (let run = 0; run < runs; run += 1) {
    const out = `.lighthouse/${path.replace(/\W+/g, '_') || 'home'}-${run}.json`;
    const lighthouseArgs = [`${base}${path}`, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${chromeFlags}`];
    const [command, commandArgs] = bin ? [bin, lighthouseArgs] : ['npx', ['--yes', 'lighthouse@13', ...lighthouseArgs]];
    execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) scores[key].push(Math.round(report.categories[key].score * 100));
    scores.cls.push(report.audits['cumulative-layout-shift'].numericValue);
    scores.lcp.push(report.audits['largest-contentful-paint'].numericValue);
    scores.tbt.push(report.audits['total-blocking-time'].numericValue);
  }
  console.log(
    [path, median(scores.performance), median(scores.accessibility), median(scores['best-practices']), median(scores.seo), median(scores.cls).toFixed(3), Math.round(median(scores.lcp)), Math.round(median(scores.tbt))].join(' | '),
  );
}
