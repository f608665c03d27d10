// What the measuring tools in scripts/perf/ share: their command-line options, and the browser they drive
// with the flags a machine without internet access needs.
import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

export const chromiumPath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Stops a measuring tool at once, saying what to install, when the browser it drives is missing. */
export function assertChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH.`);
  process.exit(1);
}
export const chromiumFlags: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type ParsedOptions<T extends Record<string, string | number | boolean>> = {
  [K in keyof T]: T[K] extends boolean ? boolean : string;
} & { positionals: string[] };

/** A boolean default makes a flag (`--reuse`), anything else a `--name value` option. A wrong option prints
 * `usage` and exits. */
export function parseOptions<T extends Record<string, string | number | boolean>>(
  defaults: T,
  usage: string,
  args: string[] = process.argv.slice(2),
): ParsedOptions<T> {
  const options: ParseArgsOptionsConfig = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      typeof value === 'boolean'
        ? { type: 'boolean' as const, default: value }
        : { type: 'string' as const, default: String(value) },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true });
    return { ...values, positionals } as ParsedOptions<T>;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nusage: ${usage}`);
    process.exit(2);
  }
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
