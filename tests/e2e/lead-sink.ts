// Playwright fixture: a real local lead sink (tests/fixtures/lead-sink.ts) on the port the e2e
// build posts to (`npm run build:e2e` bakes http://127.0.0.1:$E2E_LEAD_PORT/leads, default 3190).
// (The fixture callback is named `provide`, not `use`: React's hook lint rule reads `use` as a hook.)
// One port, several workers: a test holds a cross-process lock while it owns the sink, so a
// test can stop and start it ('the endpoint is down') without disturbing another test.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLeadSink } from '../fixtures/lead-sink.ts';
import { test as base } from './fixtures';

export const LEAD_PORT = Number(process.env.E2E_LEAD_PORT ?? 3190);
const lockDir = join(tmpdir(), `launchframe-lead-sink-${LEAD_PORT}.lock`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function acquireLock() {
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(join(lockDir, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(join(lockDir, 'pid'), 'utf8').catch(() => '0'));
      // A lock left by a killed run: its owner is gone.
      if (pid > 0 && pid !== process.pid && !alive(pid)) await rm(lockDir, { recursive: true, force: true });
      else await sleep(100);
    }
  }
}

export type { LeadSinkHandle as LeadSink } from '../fixtures/lead-sink.ts';
import type { LeadSinkHandle } from '../fixtures/lead-sink.ts';

export const test = base.extend<{ leadSink: LeadSinkHandle }>({
  leadSink: async ({}, provide, testInfo) => {
    // Time spent waiting for another test to release the sink is not this test's time (the soak
    // holds it for up to two minutes): no timeout while waiting, then the test's own in full.
    const timeout = testInfo.timeout;
    const waitStarted = Date.now();
    testInfo.setTimeout(0);
    await acquireLock();
    testInfo.setTimeout(timeout + (Date.now() - waitStarted));
    try {
      const sink = await startLeadSink({ port: LEAD_PORT });
      try {
        await provide(sink);
      } finally {
        await sink.stop();
      }
    } finally {
      await rm(lockDir, { recursive: true, force: true });
    }
  },
});

export { expect } from './fixtures';
