// A page load's JavaScript self time per script file, and the busiest functions: V8 CPU profiles in Chromium
// (phone viewport, no throttling), median over the runs. Against a running server (`next start` by default):
//   node scripts/perf/cpu-profile.ts [--base http://127.0.0.1:3000] [--runs 5] /pricing
import { chromium } from '@playwright/test';
import { assertChromium, chromiumFlags, chromiumPath, median, parseOptions } from './options.ts';

const options = parseOptions(
  { base: 'http://127.0.0.1:3000', runs: 5 },
  'node scripts/perf/cpu-profile.ts [--base URL] [--runs 5] /path',
);
assertChromium();
const base = options.base;
const runs = Number(options.runs);
const path = options.positionals[0] ?? '/';

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
/** Self time of each file and function, one figure (ms) per run that ran it. */
const perFile = new Map<string, number[]>();
const perFunction = new Map<string, number[]>();
for (let run = 0; run < runs; run += 1) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    if (!url) return; // idle, program, garbage collector
    const file = url.split('/').pop()!;
    const time = profile.timeDeltas?.[index] ?? 0;
    files.set(file, (files.get(file) ?? 0) + time);
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber}:${columnNumber}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
  });
  for (const [file, time] of files) perFile.set(file, [...(perFile.get(file) ?? []), time / 1000]);
  for (const [name, time] of functions) perFunction.set(name, [...(perFunction.get(name) ?? []), time / 1000]);
}
await browser.close();

const table = (map: Map<string, number[]>, limit: number) =>
  [...map.entries()]
    .map(([name, times]): [string, number] => [name, median([...times, ...Array<number>(runs - times.length).fill(0)])])
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');
console.log(`${base}${path}: JavaScript self time per file, median of ${runs} loads\n${table(perFile, 12)}`);
console.log(`\nbusiest functions (median ms)\n${table(perFunction, 10)}`);
