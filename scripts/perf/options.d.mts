// Types for options.mjs (plain JavaScript run by Node; the Playwright configs import it too).
export const chromiumPath: string;
export const chromiumFlags: string[];
export function parseOptions<T extends Record<string, string | number>>(
  defaults: T,
  usage: string,
): { [K in keyof T]: string } & { positionals: string[] };
export function median(values: number[]): number;
