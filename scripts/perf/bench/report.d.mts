// Types for report.mjs (plain JavaScript run by Node).
import type { Verdict } from './budgets.mjs';
export const startMarker: string;
export const endMarker: string;
export function renderReport(results: unknown, verdict?: Verdict): string;
export function replaceReport(doc: string, report: string): string;
