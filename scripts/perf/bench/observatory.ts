// MDN HTTP Observatory's scan. package.json's allowScripts denies its postinstall, which downloads the HSTS
// preload and TLD lists; the scan reads only the preload list, created empty here when missing.
// The scanner knows only ports 80 and 443 (root), and trusts our certificate authority by NODE_EXTRA_CA_CERTS.
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export type ObservatoryScan = {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  tests: Record<string, { pass: boolean; result: string }>;
};
export type ObservatoryResult = ObservatoryScan | { error: string };

/** Empty is enough: a site on localhost is in no preload list. */
export function ensurePreloadList(
  packageDir: string = dirname(require.resolve('@mdn/mdn-http-observatory/package.json')),
): string {
  const file = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
  return file;
}

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
