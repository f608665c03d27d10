// The Sanity-mode suite: copies of the tests' server build (tests/build-e2e.ts) against the local
// fake of Sanity's query API, alone, with Redis and behind nginx. Serial: the tests change the
// fake's content and make it fail on command. tests/e2e-sanity/global-setup.ts starts the servers
// on ports the system finds free (chosen once here, passed to the workers in SANITY_STACK) and
// stops them by PID.
import { defineConfig, devices } from '@playwright/test';
import { testBrowser as chromium } from './tests/fixtures/browser.ts';
import { freePorts, stackPortCount, stackPorts, stackUrls } from './tests/fixtures/sanity-stack';

process.env.SANITY_STACK ||= freePorts(stackPortCount).join(' ');
const urls = stackUrls(stackPorts());

export default defineConfig({
  testDir: 'tests/e2e-sanity',
  outputDir: 'test-results/sanity',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e-sanity/global-setup.ts',
  use: { trace: 'retain-on-failure', locale: 'en-US', timezoneId: 'Europe/Lisbon', baseURL: urls.solo },
  projects: [
    {
      name: 'sanity-server',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
});
