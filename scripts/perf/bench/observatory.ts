// MDN HTTP Observatory's scan (@mdn/mdn-http-observatory). Its postinstall script downloads the
// HSTS preload list and the TLD list from the internet; package.json's allowScripts denies it (npm
// 11 runs no dependency's install script unless allowed), as `--ignore-scripts` would. The scan
// reads only the preload list (conf/hsts-preload.json), created empty here when missing; the TLD
// list is for the Observatory's web API, which is not used. The scanner asks for http://<host>/ and
// https://<host>/ on the standard ports, so the servers must listen on 80 and 443 (root);
// it must trust our certificate authority, given through NODE_EXTRA_CA_CERTS at its start.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** One scan: the grade and score, and each test passed or not with its result. */
export type ObservatoryScan = {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: Record<string, { pass: boolean; result: string }>;
};
/** A scan, or why there is none. */
export type ObservatoryResult = ObservatoryScan | { error: string };

/** The scanner's HSTS preload list: empty unless one is there already (the real one comes from
 * the internet, and a site on localhost is in no preload list anyway). */
export function ensurePreloadList(
  packageDir: string = dirname(require.resolve('@mdn/mdn-http-observatory/package.json')),
): string {
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
  return file;
}

/** Scans `host` (80/443); resolves { grade, score, testsPassed, testsQuantity, tests } or { error }. */
export async function observatoryScan(
  host: string,
  { authority }: { authority?: string } = {},
): Promise<ObservatoryResult> {
  ensurePreloadList();
  const script = `import('@mdn/mdn-http-observatory').then(async ({ scan }) => {
    const result = await scan(${JSON.stringify(host)});
    process.stdout.write(JSON.stringify({ ...result.scan, tests: result.tests }));
  });`;
  try {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, ...(authority ? { NODE_EXTRA_CA_CERTS: authority } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
    const { grade, score, testsPassed, testsQuantity, tests } = JSON.parse(stdout) as ObservatoryScan;
    return {
      grade,
      score,
      testsPassed,
      testsQuantity,
      tests: Object.fromEntries(
        Object.entries(tests).map(([id, test]) => [id, { pass: test.pass, result: test.result }]),
      ),
    };
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message?: string };
    return { error: String(stderr || message).split('\n')[0]! };
  }
}
