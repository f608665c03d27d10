// What the measuring tools in scripts/perf/ share: their command-line options and the browser
// they drive (Debian's Chromium unless CHROMIUM_PATH names another), started with the flags a
// machine without internet access needs.
import { parseArgs } from 'node:util';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The command-line options, each given with its default: a boolean default makes a flag
 * (`--reuse`), anything else a `--name value` option read as a string. Returns the values and the
 * positional arguments; a wrong option prints `usage` and exits.
 */
export function parseOptions(defaults, usage, args = process.argv.slice(2)) {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? { type: 'boolean', default: value } : { type: 'string', default: String(value) },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true });
    return { ...values, positionals };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\nusage: ${usage}`);
    process.exit(2);
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
