// Playwright for the Sanity-backed server build (.next-sanity, built by
// tests/fixtures/build-sanity-e2e.mjs) against the local fake of Sanity's query API. Serial:
// the tests change the fake's content and make it fail on command.
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/perf/options.mjs';
import { sanityE2eEnv } from './tests/fixtures/sanity-e2e-env';

const chromium = { executablePath: chromiumPath, args: [...chromiumFlags, '--disable-quic'] };
const baseURL = `http://127.0.0.1:${sanityE2eEnv.serverPort}`;

export default defineConfig({
  testDir: 'tests/e2e-sanity',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', locale: 'en-US', timezoneId: 'Europe/Lisbon', baseURL },
  projects: [
    {
      name: 'sanity-server',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `node tests/fixtures/fake-sanity.mjs ${sanityE2eEnv.fakePort} ${sanityE2eEnv.fakePort + 1}`,
      url: `${sanityE2eEnv.controlUrl}/stats`,
      env: { FAKE_SANITY_TOKEN: sanityE2eEnv.token },
      reuseExistingServer: false,
      timeout: 15_000,
    },
    {
      command: `npx next start -p ${sanityE2eEnv.serverPort} -H 127.0.0.1`,
      env: sanityE2eEnv.env,
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
