// Types for budgets.mjs (plain JavaScript run by Node).
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
export function checkBudgets(results: unknown, budgets: unknown): Verdict;
export function verdictLines(verdict: Verdict): string[];
