// The site's published reads (lib/content/query-api.ts) against the local fake of Sanity's query
// API in each of its fault modes: every fault is a ContentFault of its own kind, an answer over
// the limit is refused without being read whole, and a hanging API costs at most the budget.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentFault } from '@/lib/content/faults';
import { maxAnswerBytes } from '@/lib/content/limits';
import { queryPublished, type QueryApiTarget } from '@/lib/content/query-api';

const port = 3340 + Math.floor(Math.random() * 50) * 2;
const control = `http://127.0.0.1:${port + 1}`;
const target: QueryApiTarget = {
  projectId: 'unit',
  dataset: 'production',
  apiHost: `http://127.0.0.1:${port}`,
  useCdn: false,
};
let fake: ChildProcess;

const setMode = (mode: Record<string, unknown>) =>
  fetch(`${control}/mode`, { method: 'POST', body: JSON.stringify(mode) }).then((response) => response.json());

const titles = `*[_type == "post" && defined(publishedAt)] | order(publishedAt asc) [0...2].title`;
const read = (budgetMs = 3_000, query = titles) =>
  queryPublished(target, query, {}, { deadline: Date.now() + budgetMs, what: 'the titles' });

async function faultOf(promise: Promise<unknown>): Promise<ContentFault> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ContentFault) return error;
    throw error;
  }
  throw new Error('expected a ContentFault');
}

beforeAll(async () => {
  fake = spawn(process.execPath, ['tests/fixtures/fake-sanity.ts', String(port), String(port + 1)], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${control}/stats`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
});

afterAll(() => {
  fake.kill('SIGTERM');
});

beforeEach(async () => {
  await fetch(`${control}/reset`, { method: 'POST' });
});

describe('published reads from the query API', () => {
  it('return the result of the API’s JSON envelope', async () => {
    expect(await read()).toEqual(['Behind the scenes: a 14-day production sprint', 'Thumbnails that get the play']);
  });

  it('send parameters as JSON and read drafts never (published perspective)', async () => {
    const query = `*[_id == $id][0].title`;
    const result = await queryPublished(
      target,
      query,
      { id: 'post-demo-video-length' },
      {
        deadline: Date.now() + 3_000,
        what: 'a title',
      },
    );
    expect(result).toBe('How long should a SaaS demo video be?');
  });

  it.each([
    ['500', 'status', /answered 500/],
    ['truncated', 'garbled', /not JSON/],
    ['refuse', 'unreachable', /the titles/],
  ] as const)('make %s a %s fault', async (mode, kind, message) => {
    await setMode({ mode });
    const fault = await faultOf(read());
    expect(fault.kind).toBe(kind);
    expect(fault.message).toMatch(message);
  });

  it('refuse an answer over the limit after reading at most the limit', async () => {
    await setMode({ mode: 'oversize' });
    const before = process.memoryUsage().arrayBuffers;
    const started = Date.now();
    const fault = await faultOf(read());
    expect(fault.kind).toBe('oversize');
    expect(fault.message).toContain(`over ${maxAnswerBytes} bytes`);
    // The fake streams 20 MB; reading stops at 2 MiB, quickly.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('give a hanging API the budget and no more (one timeout, not one per attempt)', async () => {
    await setMode({ mode: 'hang' });
    const started = Date.now();
    const fault = await faultOf(read(1_500));
    const waited = Date.now() - started;
    expect(fault.kind).toBe('timeout');
    expect(waited).toBeGreaterThanOrEqual(1_400);
    expect(waited).toBeLessThan(2_500);
  });

  it('retry once a failed answer while the budget allows, and answer when the second try does', async () => {
    // The fake fails the first query (500) and answers the next ones.
    await setMode({ mode: '500', times: 1 });
    expect(await read()).toHaveLength(2);
  });

  it('does not retry when no time is left', async () => {
    await setMode({ mode: 'refuse' });
    const started = Date.now();
    await faultOf(read(500));
    expect(Date.now() - started).toBeLessThan(400);
  });
});
