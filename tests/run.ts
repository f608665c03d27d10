// `npm test`: every check the project has, one phase after another, then a table of how long each
// phase took (also when one fails), so a CI log shows where the time goes. A phase marked `withPrevious` runs at
// the same time as the one before it, its output held and printed when it ends: ESLint and TypeScript each keep
// one core busy, so on two cores the pair takes the time of the longer.
//   node tests/run.ts [phase …]   (only the named phases, in this order; names as in the table)
import { spawn } from 'node:child_process';

type Phase = { name: string; command: string[]; withPrevious?: boolean };

const npx = (...args: string[]) => ['npx', ...args];
const node = (...args: string[]) => [process.execPath, ...args];

export const phases: Phase[] = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'types', command: ['npm', 'run', 'typecheck'], withPrevious: true },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'build: export', command: node('tests/build-e2e.ts', 'export') },
  { name: 'build: empty', command: node('tests/build-e2e.ts', 'export-shape', 'empty') },
  { name: 'build: server', command: node('tests/build-e2e.ts', 'server') },
  { name: 'e2e: site', command: npx('playwright', 'test') },
  { name: 'e2e: sanity', command: npx('playwright', 'test', '-c', 'playwright.sanity.config.ts') },
  { name: 'html check', command: ['npm', 'run', 'test:html'] },
];

/** Runs a command with its output on the terminal, or held (`held`) and handed over when it ends. */
const run = ([command, ...args]: string[], held?: (output: string) => void) =>
  new Promise<number>((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command!, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child
      .on('close', (code, signal) => {
        held?.(Buffer.concat(chunks).toString());
        resolve(code ?? (signal ? 1 : 0));
      })
      .on('error', () => resolve(1));
  });

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

// Phases that run together: a `withPrevious` phase joins the one listed before it when both are selected.
const batches: Phase[][] = [];
for (const phase of selected) {
  const last = batches.at(-1);
  if (phase.withPrevious && last?.at(-1) === phases[phases.indexOf(phase) - 1]) last!.push(phase);
  else batches.push([phase]);
}

const results: { name: string; seconds: number; outcome: string }[] = [];
const started = Date.now();
let failed = false;
for (const batch of batches) {
  if (failed) {
    results.push(...batch.map((phase) => ({ name: phase.name, seconds: 0, outcome: 'not run' })));
    continue;
  }
  const together = batch.length > 1;
  console.log(
    `\n▶ npm test: ${batch.map((phase) => `${phase.name} (${phase.command.join(' ')})`).join(', at the same time as ')}\n`,
  );
  const batchStarted = Date.now();
  const outcomes = await Promise.all(
    batch.map(async (phase) => {
      const code = await run(
        phase.command,
        together ? (output) => console.log(`── ${phase.name} ──\n${output.trimEnd()}\n`) : undefined,
      );
      return { name: phase.name, seconds: (Date.now() - batchStarted) / 1000, outcome: code === 0 ? 'ok' : 'FAILED' };
    }),
  );
  results.push(...outcomes);
  failed = outcomes.some((outcome) => outcome.outcome !== 'ok');
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
