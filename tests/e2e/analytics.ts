// Playwright fixture: the fake of Plausible's events API every test build sends to
// (tests/fixtures/fake-plausible.ts, started by the config), seen through the test's own scope. The
// test's browser names its scope in its user agent, so tests running at the same time read their own
// events and set their own faults. Plausible's tracker sends nothing from a browser driven by
// automation unless the page says it is Plausible's own test (`window.__plausible`): this fixture
// says so, which keeps every other test's browser silent.
import { createHash } from 'node:crypto';
import type { AnalyticsFault, RecordedEvent } from '../fixtures/fake-plausible.ts';
import { analyticsPort } from '../fixtures/e2e-builds.ts';
import { expect, test as base } from './fixtures';

export const analyticsOrigin = `http://127.0.0.1:${analyticsPort}`;

function scopedFake(scope: string) {
  return {
    scope,
    /** Every attempt this test's pages made, in order, with the fake's outcome. */
    events: async (): Promise<RecordedEvent[]> =>
      (await fetch(`${analyticsOrigin}/__fake/events?scope=${scope}`)).json() as Promise<RecordedEvent[]>,
    /** The host fails this test's events in `mode` from now on; `undefined` recovers it. */
    fail: async (mode: AnalyticsFault | undefined) => {
      const response = await fetch(`${analyticsOrigin}/__fake/fault?scope=${scope}`, {
        method: 'POST',
        body: JSON.stringify(mode ? { mode } : {}),
      });
      if (!response.ok) throw new Error(`fake Plausible: ${response.status} for ${mode}`);
    },
  };
}

export type AnalyticsFake = ReturnType<typeof scopedFake>;

export const test = base.extend<{ analytics: AnalyticsFake }>({
  userAgent: async ({ userAgent }, provide, testInfo) => {
    const scope = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
      .digest('hex')
      .slice(0, 12);
    await provide(`${userAgent ?? 'Mozilla/5.0'} analytics-scope/${scope}`);
  },
  analytics: async ({ context, userAgent }, provide) => {
    await context.addInitScript(() => Object.assign(window, { __plausible: true }));
    await provide(scopedFake(/analytics-scope\/(\S+)/.exec(userAgent ?? '')![1]!));
  },
});

/** Waits until the events named (each once, or `count` times) have arrived; returns them all. */
export async function eventsArrived(fake: AnalyticsFake, expected: Record<string, number>) {
  let events: RecordedEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await fake.events();
        return Object.fromEntries(
          Object.keys(expected).map((name) => [name, events.filter((e) => e.name === name).length]),
        );
      },
      { timeout: 15_000 },
    )
    .toEqual(expected);
  return events;
}

export { expect };
