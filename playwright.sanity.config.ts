// The Sanity-mode suite: copies of the tests' server build (tests/build-e2e.ts) against the local
// fake of Sanity's query API, alone, with Redis and behind nginx. Two workers, each with a stack of
// servers of its own (tests/fixtures/sanity-stack.ts): the tests change the fake's content and make it
// fail on command, so a worker runs its files one test after another on servers no other worker
// touches. Most of a test is waiting (for a page to regenerate, a cache to expire), so two at once
// take about the time of one. tests/e2e-sanity/global-setup.ts starts the stacks on ports the system
// finds free (chosen once here, passed to the workers in SANITY_STACK) and stops them by PID.
import { defineConfig, devices } from '@playwright/test';
import { testBrowser as chromium } from './tests/fixtures/browser.ts';
import { freePorts, stackPortCount } from './tests/fixtures/sanity-stack';

const workers = 2;
process.env.SANITY_STACK ||= freePorts(stackPortCount * workers).join(' ');

const browser = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium };
// Each test's pages and requests go to its worker's own stack (tests/e2e-sanity/fixtures.ts sets baseURL).
export default defineConfig({
  testDir: 'tests/e2e-sanity',
  outputDir: 'test-results/sanity',
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './tests/e2e-sanity/global-setup.ts',
  use: { trace: 'retain-on-failure', locale: 'en-US', timezoneId: 'Europe/Lisbon' },
  projects: [
    { name: 'sanity-server', use: browser, testIgnore: /instances\.spec\.ts/ },
    // Load through nginx, a rolling restart and Redis stopped under load measure what visitors get: they run
    // last, alone, with no other worker's tests taking the CPU.
    { name: 'sanity-instances', use: browser, testMatch: /instances\.spec\.ts/, dependencies: ['sanity-server'] },
  ],
});
