// Main-thread work and layout shift of a page load on running servers (an A/B of builds), loads interleaved so
// all see the same machine. Blocking time counts each task after first paint x4, as Lighthouse's mobile CPU
// slowdown. Learn more: docs/performance.md#ab-of-a-departure
//   node scripts/perf/main-thread.ts --runs 11 /pricing http://127.0.0.1:3001 http://127.0.0.1:3000
import { chromium } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertChromium, chromiumFlags, chromiumPath, median, parseOptions } from './options.ts';

/** ts and dur in µs. */
type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur: number;
  args: { name?: string };
};
/** In ms. */
type LoadFigures = { busy: number; afterPaint: number; blocking: number; shift: number };

const usage =
  'node scripts/perf/main-thread.ts [--runs N] [--font-delay ms] /path http://server-a [http://server-b ...]';
const options = parseOptions({ runs: 11, 'font-delay': 0 }, usage);
assertChromium();
const runs = Number(options.runs);
const fontDelay = Number(options['font-delay']);
const [path, ...bases] = options.positionals;
if (!path || bases.length === 0) throw new Error(`usage: ${usage}`);

const tracePath = join(mkdtempSync(join(tmpdir(), 'main-thread-')), 'trace.json');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results: Record<string, LoadFigures[]> = Object.fromEntries(bases.map((base) => [base, []]));
for (let run = 0; run < runs; run += 1) {
  for (const base of bases) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) record.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (fontDelay > 0) {
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, fontDelay));
        await route.continue();
      });
    }
    await browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1_500);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    await browser.stopTracing();
    await context.close();
    const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const fcp = events.find((event) => event.name === 'firstContentfulPaint')!;
    const threads = new Map(
      events
        .filter((event) => event.name === 'thread_name')
        .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
    );
    const tasks = events.filter(
      (event) =>
        event.pid === fcp.pid &&
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        threads.get(`${event.pid}:${event.tid}`) === 'CrRendererMain',
    );
    const afterPaint = tasks.filter((task) => task.ts > fcp.ts);
    const ms = (task: TraceEvent) => task.dur / 1000;
    results[base]!.push({
      busy: tasks.reduce((sum, task) => sum + ms(task), 0),
      afterPaint: afterPaint.reduce((sum, task) => sum + ms(task), 0),
      blocking: afterPaint.reduce((sum, task) => sum + Math.max(0, 4 * ms(task) - 50), 0),
      shift,
    });
  }
}
await browser.close();

const delayed = fontDelay > 0 ? `, fonts held ${fontDelay} ms` : '';
console.log(
  `${path}, median of ${runs} loads${delayed}: busy ms | after first paint ms | blocking (x4 - 50) ms | CLS | largest CLS | loads that shifted`,
);
for (const base of bases) {
  const rows = results[base]!;
  const keys = ['busy', 'afterPaint', 'blocking'] as const;
  const shifts = rows.map((row) => row.shift);
  const shifted = `${shifts.filter((shift) => shift > 0).length}/${rows.length}`;
  const cls = [median(shifts), Math.max(...shifts)].map((shift) => shift.toFixed(4));
  console.log(
    [base, ...keys.map((key) => Math.round(median(rows.map((row) => row[key])))), ...cls, shifted].join(' | '),
  );
}
