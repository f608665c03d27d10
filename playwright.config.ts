// The site's end-to-end tests in Debian's Chromium, against the tests' own builds (tests/build-e2e.ts):
// the server build (`next start`, content from the local fake of Sanity's query API) and the static
// export on Debian's nginx with its generated configuration. No browser download, and no request
// leaves the machine (tests/e2e/fixtures.ts answers other hosts with local stand-ins).
// Which project runs which test, and why: docs/testing.md.
import { defineConfig, devices } from '@playwright/test';
import { testBrowser as chromium } from './tests/fixtures/browser.ts';
import { analyticsPort, e2eFolders, leadPort, shapeFolders } from './tests/fixtures/e2e-builds.ts';
import { freePorts } from './tests/fixtures/sanity-stack.ts';

// Ports the system finds free, chosen once by the runner (which loads this file first) and passed
// to its workers through the environment they inherit.
process.env.E2E_PORTS ||= freePorts(3).join(' ');
const [serverPort, exportPort, emptyPort] = process.env.E2E_PORTS.split(' ').map(Number);
const server = `http://127.0.0.1:${serverPort}`;
const staticExport = `http://127.0.0.1:${exportPort}`;
const emptyExport = `http://127.0.0.1:${emptyPort}`;
const emptyFolders = shapeFolders('empty');

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/site',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // The suite passes with no retry; CI keeps one as a net, and a test it reports flaky is a bug.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // Recording a trace costs a fifth of this CPU-bound suite's time (measured: home and generators, 116 s against
  // 95 s), so only a retry records one, as Playwright's own default does; locally, `--trace retain-on-failure`.
  use: { trace: 'on-first-retry', locale: 'en-US', timezoneId: 'Europe/Lisbon' },
  projects: [
    // Every test, once: the server build on a desktop.
    { name: 'desktop', use: { ...desktop, baseURL: server }, grepInvert: /@export-only|@phone-only|@soak|@empty/ },
    // Layout, the menu sheet and touch: @phone tests again on a phone, @phone-only ones only there.
    { name: 'phone', use: { ...phone, baseURL: server }, grep: /@phone/ },
    // What the builds do differently (headers, policies, not-found pages, route data, host config).
    { name: 'export', use: { ...desktop, baseURL: staticExport }, grep: /@export/ },
    // A new project's export: only the settings and the pages' words (tests/e2e/empty-content.spec.ts).
    { name: 'empty', use: { ...desktop, baseURL: emptyExport }, grep: /@empty/ },
    // The lead soak runs last, alone: it drives three tabs at once against a two-minute limit.
    {
      name: 'soak',
      use: { ...desktop, baseURL: server },
      grep: /@soak/,
      dependencies: ['desktop', 'phone', 'export', 'empty'],
    },
  ],
  webServer: [
    // The lead sink the test builds post to, shared by every test (tests/e2e/lead-sink.ts).
    {
      command: `node tests/fixtures/lead-sink.ts ${leadPort}`,
      url: `http://127.0.0.1:${leadPort}/__sink/state`,
      reuseExistingServer: false,
      timeout: 15_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // The fake of Plausible's events API the test builds send analytics to (tests/e2e/analytics.ts).
    {
      command: `node tests/fixtures/fake-plausible.ts ${analyticsPort}`,
      url: `http://127.0.0.1:${analyticsPort}/__fake/state`,
      reuseExistingServer: false,
      timeout: 15_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node tests/fixtures/site-server.ts ${serverPort}`,
      url: `${server}/robots.txt`,
      reuseExistingServer: false,
      timeout: 90_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `node scripts/serve/nginx.ts --port ${exportPort} --root ${e2eFolders.export} --nginx-dir ${e2eFolders.nginx}`,
      url: `${staticExport}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `node scripts/serve/nginx.ts --port ${emptyPort} --root ${emptyFolders.export} --nginx-dir ${emptyFolders.nginx}`,
      url: `${emptyExport}/robots.txt`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
