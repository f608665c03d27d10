// Types for observatory.mjs (plain JavaScript run by Node).
export function ensurePreloadList(packageDir?: string): string;
export function observatoryScan(host: string, options?: { authority?: string }): Promise<Record<string, unknown>>;
