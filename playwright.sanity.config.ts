// Playwright for the Sanity-backed server build (.next-sanity, built by
// tests/fixtures/build-sanity-e2e.ts) against the local fake of Sanity's query API. Serial:
// the tests change the fake's content and make it fail on command. The servers (the fake and
// `next start`) run on ports the system finds free, chosen once here by the runner, which loads
// this file first, and passed to its workers in SANITY_STACK; tests/e2e-sanity/global-setup.ts
// starts them and stops them by PID.
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/perf/options.ts';
import { stackPortCount, stackPorts, stackUrls } from './tests/fixtures/sanity-stack';

process.env.SANITY_STACK ||= execFileSync(process.execPath, ['scripts/serve/free-port.ts', String(stackPortCount)], {
  encoding: 'utf8',
});
const urls = stackUrls(stackPorts());
const chromium = { executablePath: chromiumPath, args: [...chromiumFlags, '--disable-quic'] };

export default defineConfig({
  testDir: 'tests/e2e-sanity',
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
