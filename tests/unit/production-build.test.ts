// A production build that would send visitors' leads to a local or unencrypted endpoint stops
// before it compiles anything, naming the variable: `next build` itself, as a deploy runs it.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';

const distDir = '.e2e/refused-build';
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

it('`next build` refuses NEXT_PUBLIC_LEAD_ENDPOINT=http://127.0.0.1:3190/leads', () => {
  const build = spawnSync('node_modules/.bin/next', ['build'], {
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      NEXT_PUBLIC_LEAD_ENDPOINT: 'http://127.0.0.1:3190/leads',
      E2E_TEST_BUILD: '',
    },
  });
  expect(build.status).not.toBe(0);
  expect(`${build.stdout}${build.stderr}`).toContain(
    'NEXT_PUBLIC_LEAD_ENDPOINT: must be an https: URL (got "http://127.0.0.1:3190/leads")',
  );
  expect(`${build.stdout}${build.stderr}`).not.toContain('Creating an optimized production build');
}, 60_000);
