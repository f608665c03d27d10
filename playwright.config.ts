// End-to-end tests in Debian's Chromium against both builds: `next start` (server build) and the
// static export served by Debian's nginx with its generated configuration (the headers, clean URLs
// and 404 pages a real static host gives it: scripts/serve/nginx.ts). No browser download; no
// request leaves the machine (tests/e2e/fixtures.ts routes every non-local host to local
// stand-ins).
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/perf/options.ts';

// `next start` listens on 3000 (E2E_SERVER_PORT moves it). nginx serves the export on a port the
// system finds free (E2E_EXPORT_PORT fixes one): chosen once by the runner, which loads this file
// first, and passed to its workers through the environment they inherit.
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 3000);
process.env.E2E_EXPORT_PORT ||= execFileSync(process.execPath, ['scripts/serve/free-port.ts'], {
  encoding: 'utf8',
}).trim();
const EXPORT_PORT = Number(process.env.E2E_EXPORT_PORT);
// Debian's Chromium (CHROMIUM_PATH overrides it), started with the flags a machine without
// internet access needs: one list for the tests and the measuring tools.
const chromium = { executablePath: chromiumPath, args: [...chromiumFlags, '--disable-quic'] };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium };
const mobile = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // The suite passes with no retries (locally always 0). CI keeps one so that a single timeout on
  // an overloaded machine is reported as 'flaky' in the list output, not as a lost hand-in; a
  // test reported flaky is a bug to fix, not a pass.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', locale: 'en-US', timezoneId: 'Europe/Lisbon' },
  projects: [
    // Every spec runs against the server build on a desktop viewport, except phone-only ones.
    {
      name: 'server-desktop',
      use: { ...desktop, baseURL: `http://127.0.0.1:${SERVER_PORT}` },
      grepInvert: /@export-only|@phone|@soak/,
    },
    // Tests tagged @mobile also run on a phone viewport; @phone ones run only there.
    { name: 'server-mobile', use: { ...mobile, baseURL: `http://127.0.0.1:${SERVER_PORT}` }, grep: /@mobile|@phone/ },
    // Tests tagged @export (or @export-only) also run against the static export on nginx;
    // @export-mobile ones on a phone there.
    {
      name: 'export-desktop',
      use: { ...desktop, baseURL: `http://127.0.0.1:${EXPORT_PORT}` },
      grep: /@export(?!-mobile)/,
    },
    { name: 'export-mobile', use: { ...mobile, baseURL: `http://127.0.0.1:${EXPORT_PORT}` }, grep: /@export-mobile/ },
    // The lead soak (@soak) runs last, alone: it drives three tabs at once and must finish within
    // two minutes, which it cannot promise while another worker loads the two cores.
    {
      name: 'soak',
      use: { ...desktop, baseURL: `http://127.0.0.1:${SERVER_PORT}` },
      grep: /@soak/,
      dependencies: ['server-desktop', 'server-mobile', 'export-desktop', 'export-mobile'],
    },
  ],
  webServer: [
    {
      command: `npx next start -p ${SERVER_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${SERVER_PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve/nginx.ts --port ${EXPORT_PORT}`,
      url: `http://127.0.0.1:${EXPORT_PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
