// `npm test`: every check the project has, one phase after another, then a table of how long each
// phase took (also when one fails), so a CI log shows where the time goes.
//   node tests/run.ts [phase …]   (only the named phases, in this order; names as in the table)
import { spawn } from 'node:child_process';

type Phase = { name: string; command: string[] };

const npx = (...args: string[]) => ['npx', ...args];
const node = (...args: string[]) => [process.execPath, ...args];

export const phases: Phase[] = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'types', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'build: export', command: node('tests/build-e2e.ts', 'export') },
  { name: 'build: server', command: node('tests/build-e2e.ts', 'server') },
  { name: 'e2e: site', command: npx('playwright', 'test') },
  { name: 'e2e: sanity', command: npx('playwright', 'test', '-c', 'playwright.sanity.config.ts') },
  { name: 'html check', command: ['npm', 'run', 'test:html'] },
];

const run = ([command, ...args]: string[]) =>
  new Promise<number>((resolve) =>
    spawn(command!, args, { stdio: 'inherit' })
      .on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
      .on('error', () => resolve(1)),
  );

const format = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !phases.some((phase) => phase.name === name));
if (unknown.length > 0) {
  console.error(`npm test: no phase ${unknown.join(', ')}; phases: ${phases.map((phase) => phase.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? phases.filter((phase) => wanted.includes(phase.name)) : phases;

const results: { name: string; seconds: number; outcome: string }[] = [];
const started = Date.now();
let failed = false;
for (const phase of selected) {
  if (failed) {
    results.push({ name: phase.name, seconds: 0, outcome: 'not run' });
    continue;
  }
  console.log(`\n▶ npm test: ${phase.name} (${phase.command.join(' ')})\n`);
  const phaseStarted = Date.now();
  const code = await run(phase.command);
  results.push({
    name: phase.name,
    seconds: (Date.now() - phaseStarted) / 1000,
    outcome: code === 0 ? 'ok' : 'FAILED',
  });
  failed = code !== 0;
}

const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
console.log(`\nnpm test: phases\n${'phase'.padEnd(width)}   seconds   m:ss   result`);
for (const { name, seconds, outcome } of [
  ...results,
  { name: 'total', seconds: (Date.now() - started) / 1000, outcome: failed ? 'FAILED' : 'ok' },
])
  console.log(
    `${name.padEnd(width)}   ${String(Math.round(seconds)).padStart(7)}   ${format(seconds).padStart(5)}   ${outcome}`,
  );
process.exit(failed ? 1 : 0);
