// Playwright fixture: the lead sink every test shares (tests/fixtures/lead-sink.ts, started by the
// config on the port the test builds post to), seen through the test's own scope. A test's leads
// carry its scope in their e-mail (`leadSink.email(tag)`), so its faults, rows and deliveries are
// its own while other tests send leads at the same time.
import { createHash } from 'node:crypto';
import type { FaultMode, RecordedDelivery, SinkMode } from '../fixtures/lead-sink.ts';
import { leadPort } from '../fixtures/e2e-builds.ts';
import { test as base } from './fixtures';

const origin = `http://127.0.0.1:${leadPort}`;

export type LeadSink = ReturnType<typeof scopedSink>;

function scopedSink(scope: string) {
  const get = async <T>(what: string): Promise<T> =>
    (await fetch(`${origin}/__sink/${what}?scope=${scope}`)).json() as Promise<T>;
  const setFaults = async (rule: unknown) => {
    const response = await fetch(`${origin}/__sink/fail?scope=${scope}`, {
      method: 'POST',
      body: JSON.stringify(rule),
    });
    if (!response.ok) throw new Error(`lead sink: ${response.status} for ${JSON.stringify(rule)}`);
  };
  return {
    /** The address the builds post leads to. */
    url: `${origin}/leads`,
    /** An e-mail in this test's scope, unique per tag. */
    email: (tag: string) => `ada.${tag}.${scope}@example.com`,
    /** The sheet's rows of this test's leads. */
    leads: () => get<Record<string, string>[]>('leads'),
    /** Every POST of this test's leads, with its outcome. */
    raw: () => get<RecordedDelivery[]>('raw'),
    /** This test's leads fail in `mode` from now on (`down`: the endpoint cannot be reached). */
    fail: (mode: SinkMode) => setFaults({ mode }),
    /** A share of this test's leads fails, each in a mode drawn from `modes`; replayable from `seed`. */
    failRandomly: (random: { rate: number; seed: number; modes?: FaultMode[] }) => setFaults({ random }),
    recover: () => setFaults({}),
    /** No lead of this test is mid-delivery; how many `slow` answers to it are held open. */
    state: () => get<{ quiet: boolean; holding: number }>('state'),
  };
}

export const test = base.extend<{ leadSink: LeadSink }>({
  leadSink: async ({}, provide, testInfo) => {
    const scope = `s${createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest('hex').slice(0, 12)}`;
    const sink = scopedSink(scope);
    await provide(sink);
    await sink.recover();
  },
});

export { expect } from './fixtures';
