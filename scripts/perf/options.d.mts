// Types for options.mjs (plain JavaScript run by Node; the Playwright configs import it too).
export const chromiumPath: string;
export const chromiumFlags: string[];
/** A boolean default makes a flag; any other default a string option. */
export function parseOptions<T extends Record<string, string | number | boolean>>(
  defaults: T,
  usage: string,
  args?: string[],
): { [K in keyof T]: T[K] extends boolean ? boolean : string } & { positionals: string[] };
export function median(values: number[]): number;
