// The content model's generated types: the Studio schema (sanity.config.ts) extracted to .sanity/schema.json, then
// Sanity's TypeGen reads it with every defineQuery under lib/, app/ and components/ and writes each query's result
// type to lib/content/sanity.types.ts (sanity.cli.ts, `typegen`), which is checked in. lib/content/query-shape.ts
// compares those types with the zod schemas that parse the results, so `tsc` fails where they differ.
//   node scripts/content/typegen.ts           write the types (npm run typegen)
//   node scripts/content/typegen.ts --check   fail when the checked-in types are not what the schema and the
//                                             queries make now (npm run typecheck); it writes its own copy in
//                                             .sanity/ and never touches the checked-in file, which the linter
//                                             reads at the same time
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const typesFile = 'lib/content/sanity.types.ts';
const checkFile = '.sanity/sanity.types.check.ts';
const check = process.argv.includes('--check');

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** Runs the Sanity CLI; returns what it printed (its errors for a query go to either stream). */
const sanity = (args: string[], env: Record<string, string> = {}) => {
  const run = spawnSync('npx', ['--no-install', 'sanity', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const printed = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) {
    console.error(printed);
    throw new Error(`typegen: sanity ${args.join(' ')} failed`);
  }
  return printed;
};

const started = performance.now();
// Required fields (a rule.required()) are typed as present, so a parser that refuses a missing one agrees.
sanity(['schema', 'extract', '--enforce-required-fields', '--force', '--path', '.sanity/schema.json']);
// sanity.cli.ts writes the types where SANITY_TYPEGEN_OUT says, or to the checked-in file.
const report = sanity(['typegen', 'generate'], check ? { SANITY_TYPEGEN_OUT: `./${checkFile}` } : {});
// A query TypeGen cannot read (its text made by a function, say) is left out of the file with a line on stderr;
// then its reads cannot be checked, so that is a failure too.
const unread = report.split('\n').filter((line) => line.includes('Error while extracting query'));
if (unread.length > 0) {
  console.error(`typegen: queries TypeGen cannot read (write their text out in a defineQuery):\n${unread.join('\n')}`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);

if (!check) {
  console.log(`typegen: ${typesFile} written (${seconds} s)`);
} else if (read(checkFile) === read(typesFile)) {
  console.log(`typegen: ${typesFile} is current (${seconds} s)`);
} else {
  console.error(
    `typegen: ${typesFile} is stale: the Studio schema or a query changed since it was made. ` +
      'Run npm run typegen and commit the file.',
  );
  process.exit(1);
}
