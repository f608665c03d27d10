// Lighthouse through Lighthouse CI (`lhci collect`, with the Lighthouse it pins): mobile, simulated throttling
// (or Chrome's own, `devtools`), N runs per URL; the reports stay in the bench's work folder, the medians are
// returned.
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumFlags, chromiumPath, median } from '../options.ts';
import type { LighthouseFigures } from './budgets.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const lhciCli = require.resolve('@lhci/cli/src/cli.js');

export const lighthouseVersion = (): string =>
  require(require.resolve('lighthouse/package.json', { paths: [require.resolve('@lhci/cli/package.json')] })).version;

/** What is read here of a Lighthouse report (an lhr-*.json of `lhci collect`). */
export type LighthouseReport = {
  requestedUrl: string;
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
};

/**
 * Why the largest paint is when it is: the element and whether it is text or an image, when the browser painted it
 * (observed, unthrottled), the four phases Lighthouse splits the simulated LCP into, and how many scripts had
 * finished loading before that paint. Lighthouse's simulation counts each of those scripts' download into the LCP
 * (docs/performance.md, 'What limits the score'), so that count is the figure to bring to nought. A text element
 * has no resource to load: its load delay and load time are 0 and everything after the first byte is render delay.
 */
export type LcpBreakdown = {
  element: string;
  type: 'text' | 'image';
  observedLcp: number;
} & LcpPhases & {
    scriptsBeforePaint: number;
  };

/** The phases of the simulated LCP, ms: they add up to it. NaN where the report lacks the phase. */
export type LcpPhases = { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };

type Row = Record<string, unknown>;
const rows = (lhr: LighthouseReport, audit: string) => (lhr.audits[audit]?.details?.items ?? []) as Row[];

/** Lighthouse 12's phase names (its en-US report), as the keys here. */
const phaseNames: Record<string, keyof LcpPhases> = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

/**
 * The `largest-contentful-paint-element` audit of Lighthouse 12: a list of two tables, the element, then the
 * phases (TTFB, Load Delay, Load Time, Render Delay); the second is missing when Lighthouse could not compute the
 * LCP.
 */
export function lcpPhases(lhr: LighthouseReport): LcpPhases {
  const phases: LcpPhases = { ttfb: NaN, loadDelay: NaN, loadTime: NaN, renderDelay: NaN };
  const [, phaseTable] = rows(lhr, 'largest-contentful-paint-element') as { items?: Row[] }[];
  for (const item of phaseTable?.items ?? []) {
    const key = phaseNames[String(item.phase)];
    if (key && typeof item.timing === 'number') phases[key] = Math.round(item.timing);
  }
  return phases;
}

type LcpNode = { selector?: string; nodeLabel?: string; snippet?: string };
const imageTags = /^<(img|image|video|picture)\b/i;

/** The LCP element: its selector, and an image when it is one or when Lighthouse timed a resource's load for it. */
export function lcpElement(lhr: LighthouseReport, phases: LcpPhases): { element: string; type: 'text' | 'image' } {
  const [elementTable] = rows(lhr, 'largest-contentful-paint-element') as { items?: Row[] }[];
  const node = elementTable?.items?.[0]?.node as LcpNode | undefined;
  const loaded = phases.loadDelay > 0 || phases.loadTime > 0;
  return {
    element: node?.selector ?? node?.nodeLabel ?? '–',
    type: loaded || imageTags.test(node?.snippet ?? '') ? 'image' : 'text',
  };
}

/** The LCP breakdown of one report, or undefined when it lacks the audits (an error page, an older Lighthouse). */
export function lcpBreakdown(lhr: LighthouseReport): LcpBreakdown | undefined {
  const metrics = rows(lhr, 'metrics')[0];
  const observedLcp = metrics?.observedLargestContentfulPaint;
  if (typeof observedLcp !== 'number') return undefined;
  const phases = lcpPhases(lhr);
  const scripts = rows(lhr, 'network-requests').filter(
    (request) =>
      request.resourceType === 'Script' &&
      typeof request.networkEndTime === 'number' &&
      request.networkEndTime < observedLcp,
  );
  return {
    ...lcpElement(lhr, phases),
    observedLcp: Math.round(observedLcp),
    ...phases,
    scriptsBeforePaint: scripts.length,
  };
}

export type Summary = {
  url: string;
  error: string | undefined;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcp: number | undefined;
  tbt: number | undefined;
  fcp: number | undefined;
  breakdown: LcpBreakdown | undefined;
};

const figures = ['performance', 'accessibility', 'best-practices', 'seo', 'cls', 'lcp', 'tbt', 'fcp'] as const;

export type LighthouseMedians = LighthouseFigures &
  Record<(typeof figures)[number], number> & {
    runs: LighthouseRun[];
    /** Medians of the runs' breakdowns, the element most runs named. */
    lcpBreakdown?: LcpBreakdown;
  };

/** One run's figures as the results file keeps them: the spread of the runs, and each run's LCP breakdown. */
export type LighthouseRun = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  lcpBreakdown?: LcpBreakdown;
};

/** Category scores 0-100; LCP, TBT and FCP in ms. */
export function summarise(lhr: LighthouseReport): Summary {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue;
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
    breakdown: lcpBreakdown(lhr),
  };
}

const mostCommon = (values: string[]) =>
  [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0];

function breakdownMedians(runs: Summary[]): LcpBreakdown | undefined {
  const breakdowns = runs.flatMap((run) => (run.breakdown ? [run.breakdown] : []));
  if (breakdowns.length === 0) return undefined;
  const middle = (key: Exclude<keyof LcpBreakdown, 'element' | 'type'>) =>
    median(breakdowns.map((entry) => entry[key]));
  return {
    element: mostCommon(breakdowns.map((entry) => entry.element))!,
    type: mostCommon(breakdowns.map((entry) => entry.type)) as LcpBreakdown['type'],
    observedLcp: middle('observedLcp'),
    ttfb: middle('ttfb'),
    loadDelay: middle('loadDelay'),
    loadTime: middle('loadTime'),
    renderDelay: middle('renderDelay'),
    scriptsBeforePaint: middle('scriptsBeforePaint'),
  };
}

export function medians(runs: Summary[]): LighthouseMedians {
  return {
    ...(Object.fromEntries(
      figures.map((figure) => [figure, median(runs.map((entry) => entry[figure] ?? 0))]),
    ) as Record<(typeof figures)[number], number>),
    runs: runs.map(({ performance, lcp, tbt, cls, fcp, breakdown }) => ({
      performance,
      lcp: Math.round(lcp ?? NaN),
      tbt: Math.round(tbt ?? NaN),
      cls,
      fcp: Math.round(fcp ?? NaN),
      ...(breakdown ? { lcpBreakdown: breakdown } : {}),
    })),
    lcpBreakdown: breakdownMedians(runs),
  };
}

/**
 * How Lighthouse slows the page down. `simulate` (its default, the figures the budgets hold): it loads the page
 * fast, then computes the metrics on a model of a slow phone (Lantern). The model starts a request only once the
 * request that led to it has finished, so every resource the HTML names waits for the whole document.
 * `devtools`: Chrome itself slows the network and the CPU while the page loads, and its parser requests what it
 * finds while the document is still arriving. A cross-check of the model, not the budgets' figures.
 */
export const throttlings = ['simulate', 'devtools'] as const;
export type Throttling = (typeof throttlings)[number];

export const throttlingLabel = (throttling: Throttling = 'simulate') =>
  throttling === 'simulate' ? 'simulated throttling' : "Chrome's own throttling (devtools)";

/** The `lhci collect` command line, after the script's path. */
export function collectArgs(urls: string[], { runs, throttling = 'simulate' }: CollectSettings): string[] {
  const args = ['collect', `--numberOfRuns=${runs}`, `--chromePath=${chromiumPath}`];
  for (const url of urls) args.push(`--url=${url}`);
  // Our certificate authority is not Chromium's; the pages are ours.
  args.push(`--settings.chromeFlags=${[...chromiumFlags, '--ignore-certificate-errors'].join(' ')}`);
  // The not-found page is measured too: Lighthouse refuses a 404 document unless told otherwise.
  args.push('--settings.ignoreStatusCode=true');
  args.push(`--settings.throttlingMethod=${throttling}`);
  return args;
}

type CollectSettings = { runs: number; throttling?: Throttling };

/** One `lhci collect` for all `urls`, so a route's URLs are measured close together. */
export async function collect(
  urls: string[],
  { workDir, ...settings }: CollectSettings & { workDir: string },
): Promise<Record<string, Summary[]>> {
  await rm(join(workDir, '.lighthouseci'), { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await run(process.execPath, [lhciCli, ...collectArgs(urls, settings)], {
    cwd: workDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const reports: Record<string, Summary[]> = {};
  const dir = join(workDir, '.lighthouseci');
  for (const name of (await readdir(dir)).filter((file) => file.startsWith('lhr-') && file.endsWith('.json'))) {
    const summary = summarise(JSON.parse(await readFile(join(dir, name), 'utf8')) as LighthouseReport);
    (reports[summary.url] ??= []).push(summary);
  }
  return reports;
}
