// The bench's budgets (bench/budgets.json) checked against one run's results: a broken hard budget fails
// the run; targets report their distance and never fail. Pure (tests/unit/bench.test.ts).

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
/** Medians; LCP and TBT in ms. */
export type LighthouseFigures = Record<Category, number> & {
  cls: number;
  lcp: number;
  tbt: number;
  /** Why the LCP is when it is (scripts/perf/bench/lighthouse.ts); absent from results older than it. */
  lcpBreakdown?: { element: string; observedLcp: number; renderDelay: number; scriptsBeforePaint: number };
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
  builds?: { name: string; seconds: number | null }[];
  servers?: Record<string, { bare: LighthouseFigures; routes: Record<string, LighthouseFigures> }>;
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
  targets: { performanceBelowBare: number; lcpRatio: number; tbtRatio: number; cachedInstancesVersusExport?: number };
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

      const goal = bare.performance - budgets.targets.performanceBelowBare;
      targets.push(
        {
          where,
          figure: 'Performance',
          value: lh.performance,
          goal: `≥ ${goal}`,
          met: lh.performance >= goal,
          distance: lh.performance - goal,
          gap: `${goal - lh.performance} points short`,
        },
        ratioTarget(where, 'LCP', lh.lcp, bare.lcp, budgets.targets.lcpRatio),
        ratioTarget(where, 'TBT', lh.tbt, bare.tbt, budgets.targets.tbtRatio),
      );
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

function ratioTarget(where: string, figure: string, value: number, bare: number, limit: number): Target {
  const ratio = bare > 0 ? value / bare : Infinity;
  return {
    where,
    figure,
    value: Math.round(value),
    goal: `≤ ${limit}× bare (${Math.round(bare * limit)})`,
    met: ratio <= limit,
    distance: round(limit - ratio),
    gap: `${round(ratio)}× bare, ${round(ratio - limit)}× over`,
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
