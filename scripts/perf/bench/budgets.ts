// The bench's budgets (bench/budgets.json) checked against one run's results: a broken hard budget fails
// the run; targets report their distance and never fail. Pure (tests/unit/bench.test.ts).
import type { LcpBreakdown, LighthouseRun } from './lighthouse.ts';

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
/** Medians; LCP, TBT and FCP in ms. */
export type LighthouseFigures = Record<Category, number> & {
  cls: number;
  lcp: number;
  tbt: number;
  fcp?: number;
  /** Every run's figures, for the spread; absent from results written before they were kept. */
  runs?: Partial<LighthouseRun>[];
  /** Why the LCP is when it is (scripts/perf/bench/lighthouse.ts); results older than it lack it or some fields. */
  lcpBreakdown?: Partial<LcpBreakdown>;
};
export type LoadRun = {
  name: string;
  errors: number;
  requestsPerSecond: number;
  /** Requests per second as a ratio to nginx serving the export, on the same route. */
  versusNginx?: number;
  cachedInstances?: boolean;
};
export type BudgetedResults = {
  /** `seconds` is the budgeted time: cold (`cache`) in runs since the bench removed the cache first. */
  builds?: { name: string; seconds: number | null; cache?: 'cold' | 'kept'; warmSeconds?: number }[];
  servers?: Record<string, { bare: LighthouseFigures; routes: Record<string, LighthouseFigures> }>;
  /** Route → the same page of the export with its scripts removed, measured in the same run (bench/no-script.ts). */
  noScript?: Record<string, LighthouseFigures>;
  javascript?: Record<
    string,
    { bare: { gzip: number }; routes: Record<string, { gzip: number; chunks?: number; islands: boolean }> }
  >;
  load?: LoadRun[];
};
export type Budgets = {
  hard: {
    categories: Partial<Record<Category, number>>;
    cls: number;
    performanceBelowBare: number;
    startupJavaScript: { pagesWithoutIslands: number; heaviestPage: number };
    loadErrors: number;
    buildSeconds: number;
    /** Route → category → why the route is exempt from it (beside a '$comment'). */
    exemptions?: Record<string, Record<string, string>>;
  };
  targets: {
    performanceBelowBare: number;
    /** LCP at most this times the bare page's. */
    lcpRatio: number;
    /** LCP at most this times the same page's without scripts (when the run measured it). */
    lcpNoScriptRatio?: number;
    tbtRatio: number;
    /** The routes held to the TBT target; every route when absent. */
    tbtRoutes?: string[];
    cachedInstancesVersusExport?: number;
  };
};

export type Finding = { where: string; figure: string; value: number | string; limit: string };
export type Target = {
  where: string;
  figure: string;
  value: number;
  goal: string;
  met: boolean;
  distance: number;
  gap: string;
};
export type Verdict = { ok: boolean; failures: Finding[]; targets: Target[] };

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export function checkBudgets(results: BudgetedResults, budgets: Budgets): Verdict {
  const failures: Finding[] = [];
  const targets: Target[] = [];
  const fail = (where: string, figure: string, value: number | string, limit: string) =>
    failures.push({ where, figure, value, limit });

  for (const build of results.builds ?? []) {
    if (build.seconds !== null && build.seconds > budgets.hard.buildSeconds)
      fail(build.name, 'build seconds', round(build.seconds, 1), `≤ ${budgets.hard.buildSeconds}`);
  }

  for (const [server, { bare, routes }] of Object.entries(results.servers ?? {})) {
    for (const [route, lh] of Object.entries(routes)) {
      const where = `${server} ${route}`;
      const exempt = budgets.hard.exemptions?.[route] ?? {};
      for (const [category, minimum] of Object.entries(budgets.hard.categories) as [Category, number][]) {
        if (!(category in exempt) && !(lh[category] >= minimum)) fail(where, category, lh[category], `≥ ${minimum}`);
      }
      if (!(lh.cls <= budgets.hard.cls)) fail(where, 'CLS', lh.cls, `≤ ${budgets.hard.cls}`);
      const floor = bare.performance - budgets.hard.performanceBelowBare;
      if (!(lh.performance >= floor))
        fail(
          where,
          'Performance',
          lh.performance,
          `≥ ${floor} (bare ${bare.performance} − ${budgets.hard.performanceBelowBare})`,
        );

      const below = budgets.targets.performanceBelowBare;
      const goal = bare.performance - below;
      targets.push(
        {
          where,
          figure: 'Performance',
          value: lh.performance,
          goal: below ? `≥ ${goal} (bare ${bare.performance} − ${below})` : `≥ ${goal} (bare)`,
          met: lh.performance >= goal,
          distance: lh.performance - goal,
          gap: `${goal - lh.performance} points short`,
        },
        ratioTarget(where, 'LCP', lh.lcp, { name: 'bare', value: bare.lcp }, budgets.targets.lcpRatio),
      );
      const noScript = results.noScript?.[route];
      if (noScript && budgets.targets.lcpNoScriptRatio !== undefined)
        targets.push(
          ratioTarget(
            where,
            'LCP',
            lh.lcp,
            { name: 'the page without scripts', value: noScript.lcp },
            budgets.targets.lcpNoScriptRatio,
          ),
        );
      if (budgets.targets.tbtRoutes?.includes(route) ?? true)
        targets.push(ratioTarget(where, 'TBT', lh.tbt, { name: 'bare', value: bare.tbt }, budgets.targets.tbtRatio));
    }
  }

  for (const [server, { bare, routes }] of Object.entries(results.javascript ?? {})) {
    const { pagesWithoutIslands, heaviestPage } = budgets.hard.startupJavaScript;
    let heaviest: { route: string; ratio: number } | null = null;
    for (const [route, page] of Object.entries(routes)) {
      const ratio = page.gzip / bare.gzip;
      if (!heaviest || ratio > heaviest.ratio) heaviest = { route, ratio };
      if (!page.islands && ratio > pagesWithoutIslands)
        fail(
          `${server} ${route}`,
          'startup JavaScript',
          `${round(ratio)}× bare`,
          `≤ ${pagesWithoutIslands}× (no islands)`,
        );
    }
    if (heaviest && heaviest.ratio > heaviestPage)
      fail(
        `${server} ${heaviest.route}`,
        'startup JavaScript',
        `${round(heaviest.ratio)}× bare`,
        `≤ ${heaviestPage}× (heaviest page)`,
      );
  }

  for (const run of results.load ?? []) {
    if (run.errors > budgets.hard.loadErrors) fail(run.name, 'load errors', run.errors, `≤ ${budgets.hard.loadErrors}`);
    const goal = budgets.targets.cachedInstancesVersusExport;
    if (goal !== undefined && run.cachedInstances && run.versusNginx !== undefined)
      targets.push({
        where: run.name,
        figure: 'requests/s',
        value: Math.round(run.requestsPerSecond),
        goal: `≥ ${goal}× nginx (export)`,
        met: run.versusNginx >= goal,
        distance: round(run.versusNginx - goal),
        gap: `${round(run.versusNginx)}× the export, ${round(goal - run.versusNginx)}× short`,
      });
  }

  return { ok: failures.length === 0, failures, targets };
}

/** `value` as a ratio to `base` (∞ when the base is missing or 0), held to at most `limit`. Exported for tests. */
export function ratioTarget(
  where: string,
  figure: string,
  value: number,
  base: { name: string; value: number },
  limit: number,
): Target {
  const ratio = base.value > 0 ? value / base.value : Infinity;
  return {
    where,
    figure,
    value: Math.round(value),
    goal: `≤ ${limit}× ${base.name} (${Math.round(base.value * limit)})`,
    met: ratio <= limit,
    distance: round(limit - ratio),
    gap: `${round(ratio)}× ${base.name}, ${round(ratio - limit)}× over`,
  };
}

export function verdictLines({ ok, failures, targets }: Verdict): string[] {
  const lines = [ok ? 'budgets: every hard budget met' : `budgets: ${failures.length} hard budget(s) broken`];
  for (const failure of failures)
    lines.push(`  BROKEN ${failure.where}: ${failure.figure} ${failure.value} (budget ${failure.limit})`);
  const missed = targets.filter((target) => !target.met);
  lines.push(`targets: ${targets.length - missed.length} of ${targets.length} met`);
  for (const target of missed)
    lines.push(`  missed ${target.where}: ${target.figure} ${target.value} (target ${target.goal}; ${target.gap})`);
  return lines;
}
