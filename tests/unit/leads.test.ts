// The lead sender and its outbox: a lead leaves the outbox only when the endpoint confirms it,
// whatever else the endpoint does. The transport is tested against the same lead sink the
// end-to-end tests use (tests/fixtures/lead-sink.ts, which answers like deploy/leads/leads.gs, the Apps
// Script), the retry logic with a fake clock and a fake network.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_STEPS_MS, backoffDelay } from '@/lib/leads/backoff';
import { createPostLead, readConfirmation } from '@/lib/leads/delivery';
import type { Delivery, LeadTransport } from '@/lib/leads/delivery';
import { parseLeadEntry } from '@/lib/leads/entry';
import { DELIVERED_KEY, OUTBOX_KEY, OUTBOX_LIMIT, OUTBOX_MAX_AGE_DAYS, readOutbox } from '@/lib/leads/outbox';
import type { Lead, OutboxStorage } from '@/lib/leads/outbox';
import { createLeadSender, fullOutboxWarning, unsetEndpointNotice } from '@/lib/leads/sender';
import { FAULT_MODES, startLeadSink } from '../fixtures/lead-sink.ts';
import type { LeadSinkHandle } from '../fixtures/lead-sink.ts';

function memoryStorage(initial: Record<string, string> = {}): OutboxStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A transport that records what reached the "server" and can be switched off. */
function fakeNetwork() {
  const received: Lead[] = [];
  let up = true;
  return {
    received,
    setUp: (value: boolean) => {
      up = value;
    },
    send: vi.fn(async (...[, lead]: Parameters<LeadTransport>): Promise<Delivery> => {
      if (!up) return { ok: false, reason: 'the endpoint answered HTTP 500' };
      received.push(lead);
      return { ok: true };
    }),
  };
}

/** A clock the test moves by hand. */
function fakeClock(start = Date.UTC(2026, 10, 24, 9, 0, 0)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });
let counter = 0;
const ids = () => `lead-${++counter}`;
const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
const ENDPOINT = 'https://script.google.com/macros/s/test/exec';

function sender(options: Partial<Parameters<typeof createLeadSender>[0]> & { storage: OutboxStorage | null }) {
  return createLeadSender({ endpoint: ENDPOINT, log: quietLog(), newId: ids, random: () => 0.5, ...options });
}

/** A page whose endpoint fails until `network.setUp(true)`, with its storage and clock. */
function withFailingEndpoint(options: Partial<Parameters<typeof createLeadSender>[0]> = {}) {
  const storage = memoryStorage();
  const clock = fakeClock();
  const network = fakeNetwork();
  network.setUp(false);
  const page = sender({ storage, send: network.send, now: clock.now, ...options });
  return { storage, clock, network, page };
}

describe('delivery against a sink that answers like the Apps Script web app', () => {
  let sink: LeadSinkHandle;
  const post = createPostLead({ timeoutMs: 500 });
  const first = { keepalive: true };
  const lead = (id: string): Lead => ({
    id,
    name: 'Ada',
    email: 'ada@example.com',
    source: '/script-generator',
    action: 'copy',
    capturedAt: '2026-11-24T09:00:00.000Z',
    attempts: 0,
    nextAttemptAt: 0,
  });

  beforeAll(async () => {
    sink = await startLeadSink();
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(() => {
    sink.recover();
    sink.clear();
  });

  it('is confirmed when the endpoint stored the row and echoed its id (through the redirect)', async () => {
    expect(await post(sink.url, lead('ok-1'), first)).toEqual({ ok: true });
    expect(sink.leads()).toMatchObject([
      { Id: 'ok-1', Name: 'Ada', Email: 'ada@example.com', Source: '/script-generator', Action: 'copy' },
    ]);
    // A retry of the same id is confirmed again and adds no row.
    expect(await post(sink.url, lead('ok-1'), first)).toEqual({ ok: true });
    expect(sink.leads()).toHaveLength(1);
  });

  for (const mode of FAULT_MODES) {
    it(`is not confirmed when the endpoint fails: ${mode}`, async () => {
      sink.fail(mode);
      const delivery = await post(sink.url, lead(`fault-${mode}`), first);
      expect(delivery.ok).toBe(false);
      expect(sink.raw()).toHaveLength(1);
    });
  }

  it('is not confirmed when nothing listens', async () => {
    await sink.stop();
    try {
      expect(await post(sink.url, lead('down'), first)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('no connection'),
      });
    } finally {
      await sink.start();
    }
  });

  it('says why in words a developer can act on', async () => {
    sink.fail('slow');
    expect(await post(sink.url, lead('why-slow'), first)).toEqual({ ok: false, reason: 'no answer within 0.5 s' });
    sink.fail('429');
    expect(await post(sink.url, lead('why-429'), first)).toEqual({
      ok: false,
      reason: 'the endpoint answered HTTP 429',
    });
    sink.fail('error-json');
    expect(await post(sink.url, lead('why-error'), first)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Lock timeout'),
    });
  });

  it('reads only a confirmation of this very lead as success', () => {
    expect(readConfirmation('{"result":"success","id":"a"}', 'a')).toEqual({ ok: true });
    expect(readConfirmation('{"result":"success","id":"b"}', 'a').ok).toBe(false);
    expect(readConfirmation('{"result":"success"}', 'a').ok).toBe(false);
    expect(readConfirmation('{"result":"error","error":"quota"}', 'a')).toEqual({
      ok: false,
      reason: 'the endpoint reported an error: quota',
    });
    expect(readConfirmation('ok', 'a').ok).toBe(false);
    expect(readConfirmation('<!DOCTYPE html><p>Error</p>', 'a').ok).toBe(false);
    expect(readConfirmation('', 'a').ok).toBe(false);
    expect(readConfirmation('null', 'a').ok).toBe(false);
  });

  for (const mode of FAULT_MODES) {
    it(`the sender keeps the lead through ${mode} and releases it once the endpoint confirms it`, async () => {
      const storage = memoryStorage();
      const clock = fakeClock();
      const page = sender({ endpoint: sink.url, storage, send: post, now: clock.now });
      sink.fail(mode);
      const captured = page.capture(ada, '/youtube-script-generator', 'download');
      await page.flush();
      expect(readOutbox(storage, clock.now())).toEqual([
        { ...captured, attempts: 1, nextAttemptAt: clock.now() + BACKOFF_STEPS_MS[0] },
      ]);

      sink.recover();
      clock.advance(BACKOFF_STEPS_MS[0]);
      expect(await page.flush()).toEqual({ sent: 1, failed: 0 });
      expect(readOutbox(storage, clock.now())).toEqual([]);
      expect(sink.leads().filter((row) => row.Id === captured.id)).toHaveLength(1);
    });
  }
});

describe('a throttled endpoint', () => {
  // deploy/leads/leads.gs past its request limit. Apps Script cannot set an HTTP status: the 429 is in the body.
  const throttled = '{"result":"error","status":429,"error":"Too many requests, retry later"}';
  afterEach(() => void vi.unstubAllGlobals());

  it('keeps the lead and backs off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(throttled, { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const storage = memoryStorage();
    const clock = fakeClock();
    const log = quietLog();
    const page = sender({ storage, send: createPostLead(), now: clock.now, log });
    const lead = page.capture(ada, '/x', 'copy');
    await page.flush();
    expect(readOutbox(storage, clock.now())).toEqual([{ ...lead, attempts: 1, nextAttemptAt: clock.now() + 5_000 }]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('reported an error: Too many requests, retry later'));
  });
});

describe('back-off', () => {
  it('grows 5 s, 30 s, 2 min, then 10 min for ever, each ±20 %', () => {
    expect([1, 2, 3, 4, 5, 50].map((attempts) => backoffDelay(attempts, () => 0.5))).toEqual([
      5_000, 30_000, 120_000, 600_000, 600_000, 600_000,
    ]);
    expect(backoffDelay(1, () => 0)).toBe(4_000);
    expect(backoffDelay(1, () => 0.999_999)).toBe(6_000);
    expect(backoffDelay(4, () => 0)).toBe(480_000);
    expect(backoffDelay(4, () => 0.999_999)).toBe(720_000);
  });

  it('is stored with the lead: a reload does not send before the lead is due', async () => {
    const storage = memoryStorage();
    const clock = fakeClock();
    const network = fakeNetwork();
    network.setUp(false);
    const page1 = sender({ storage, send: network.send, now: clock.now });
    const lead = page1.capture(ada, '/script-generator', 'copy');
    await page1.flush();
    expect(network.send).toHaveBeenCalledTimes(1);

    // Each reload within the back-off sends nothing.
    for (const step of [1_000, 2_000, 1_900]) {
      clock.advance(step);
      const reloaded = sender({ storage, send: network.send, now: clock.now });
      expect(await reloaded.flush()).toEqual({ sent: 0, failed: 0 });
    }
    expect(network.send).toHaveBeenCalledTimes(1);

    // Due: tried again, fails again, and the next step is 30 s.
    clock.advance(100);
    const later = sender({ storage, send: network.send, now: clock.now });
    expect(await later.flush()).toEqual({ sent: 0, failed: 1 });
    expect(readOutbox(storage, clock.now())).toEqual([{ ...lead, attempts: 2, nextAttemptAt: clock.now() + 30_000 }]);
    expect(later.nextDueAt()).toBe(clock.now() + 30_000);

    network.setUp(true);
    clock.advance(30_000);
    expect(await sender({ storage, send: network.send, now: clock.now }).flush()).toEqual({ sent: 1, failed: 0 });
    expect(network.received).toEqual([{ ...lead, attempts: 2, nextAttemptAt: expect.any(Number) }]);
    expect(readOutbox(storage, clock.now())).toEqual([]);
  });

  it('sends a lead keepalive on its first try only (an aborted keepalive request is not cancelled)', async () => {
    const { clock, network, page } = withFailingEndpoint();
    page.capture(ada, '/x', 'copy');
    await page.flush();
    clock.advance(5_000);
    await page.flush();
    expect(network.send.mock.calls.map(([, , options]) => options)).toEqual([
      { keepalive: true },
      { keepalive: false },
    ]);
  });

  it('walks the whole schedule and stays at its last step', async () => {
    const { storage, clock, page } = withFailingEndpoint();
    page.capture(ada, '/x', 'copy');
    await page.flush();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const dueAt = page.nextDueAt()!;
      waits.push(dueAt - clock.now());
      clock.advance(dueAt - clock.now());
      await page.flush();
    }
    expect(waits).toEqual([5_000, 30_000, 120_000, 600_000, 600_000]);
    expect(readOutbox(storage, clock.now())[0]?.attempts).toBe(6);
  });

  it('a failure holds back the other due leads without counting an attempt against them', async () => {
    const clock = fakeClock();
    const waiting = (id: string, attempts: number): Lead => ({
      id,
      name: 'A',
      email: 'a@b.co',
      source: '/x',
      action: 'copy',
      capturedAt: '2026-11-24T08:00:00.000Z',
      attempts,
      nextAttemptAt: clock.now() - 1,
    });
    // An earlier visit left three leads, all due now.
    const stored = [waiting('old-1', 1), waiting('old-2', 0), waiting('old-3', 3)];
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify(stored) });
    const network = fakeNetwork();
    network.setUp(false);
    const page = sender({ storage, send: network.send, now: clock.now });
    expect(await page.flush()).toEqual({ sent: 0, failed: 1 });
    // Only the oldest was tried; the others wait as long as it does.
    expect(network.send).toHaveBeenCalledTimes(1);
    const retryAt = clock.now() + 30_000;
    expect(readOutbox(storage, clock.now())).toEqual([
      { ...stored[0], attempts: 2, nextAttemptAt: retryAt },
      { ...stored[1], attempts: 0, nextAttemptAt: retryAt },
      { ...stored[2], attempts: 3, nextAttemptAt: retryAt },
    ]);
    network.setUp(true);
    clock.advance(30_000);
    expect(await page.flush()).toEqual({ sent: 3, failed: 0 });
    expect(network.received.map((lead) => lead.id)).toEqual(['old-1', 'old-2', 'old-3']);
  });

  it('a new capture is tried at once even while older leads wait out their back-off', async () => {
    const { storage, clock, network, page } = withFailingEndpoint();
    const first = page.capture(ada, '/x', 'copy');
    await page.flush();
    clock.advance(1_000);
    network.setUp(true);
    const second = page.capture(ada, '/x', 'download');
    await page.flush();
    expect(network.received.map((lead) => lead.id)).toEqual([second.id]);
    expect(readOutbox(storage, clock.now()).map((lead) => lead.id)).toEqual([first.id]);
  });

  it('a capture made as an older lead falls due is tried first, keepalive, and holds the older one back', async () => {
    const { storage, clock, network, page } = withFailingEndpoint();
    const first = page.capture(ada, '/x', 'copy');
    await page.flush();
    clock.advance(5_000); // the first lead's back-off ends as the visitor downloads
    const second = page.capture(ada, '/x', 'download');
    await page.flush();
    expect(network.send.mock.calls.map(([, lead, options]) => [lead.id, options.keepalive])).toEqual([
      [first.id, true],
      [second.id, true],
    ]);
    const retryAt = clock.now() + 5_000;
    expect(
      readOutbox(storage, clock.now()).map(({ id, attempts, nextAttemptAt }) => ({ id, attempts, nextAttemptAt })),
    ).toEqual([
      { id: first.id, attempts: 1, nextAttemptAt: retryAt },
      { id: second.id, attempts: 1, nextAttemptAt: retryAt },
    ]);
  });

  it('force (back online) sends every waiting lead at once', async () => {
    const { network, page } = withFailingEndpoint();
    page.capture(ada, '/x', 'copy');
    await page.flush();
    network.setUp(true);
    expect(await page.flush()).toEqual({ sent: 0, failed: 0 });
    expect(await page.flush({ force: true })).toEqual({ sent: 1, failed: 0 });
    expect(page.nextDueAt()).toBeNull();
  });

  it('reads leads stored before the back-off existed as due at once', () => {
    const old = {
      id: 'v1',
      name: 'A',
      email: 'a@b.co',
      source: '/s',
      action: 'copy',
      capturedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(
      readOutbox(memoryStorage({ [OUTBOX_KEY]: JSON.stringify([old]) }), Date.parse('2026-01-02T00:00:00.000Z')),
    ).toEqual([{ ...old, attempts: 0, nextAttemptAt: 0 }]);
  });
});

describe('a full outbox', () => {
  it('keeps every stored lead, warns, and still sends the new one from the page', async () => {
    const log = quietLog();
    const { storage, clock, network, page } = withFailingEndpoint({ log });
    const leads = Array.from({ length: OUTBOX_LIMIT + 3 }, (_, index) =>
      page.capture({ name: `N${index}`, email: `n${index}@example.com` }, '/x', 'copy'),
    );
    await page.flush();
    // The oldest OUTBOX_LIMIT are stored; nothing was evicted to make room.
    expect(readOutbox(storage, clock.now()).map((lead) => lead.id)).toEqual(
      leads.slice(0, OUTBOX_LIMIT).map((lead) => lead.id),
    );
    expect(log.warn.mock.calls.filter(([message]) => message === fullOutboxWarning)).toHaveLength(3);
    // The three that did not fit wait in this page's memory and go out with the rest.
    expect(page.pending().map((lead) => lead.id)).toEqual(leads.map((lead) => lead.id));
    network.setUp(true);
    clock.advance(10 * 60_000);
    expect(await page.flush()).toEqual({ sent: OUTBOX_LIMIT + 3, failed: 0 });
    expect(new Set(network.received.map((lead) => lead.id))).toEqual(new Set(leads.map((lead) => lead.id)));
    expect(readOutbox(storage, clock.now())).toEqual([]);
  });
});

describe('expiry', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const clock = fakeClock();
  const capturedDaysAgo = (id: string, days: number): Lead => ({
    id,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    source: '/script-generator',
    action: 'copy',
    capturedAt: new Date(clock.now() - days * DAY).toISOString(),
    attempts: 7,
    nextAttemptAt: 0,
  });
  const old = capturedDaysAgo('old', OUTBOX_MAX_AGE_DAYS);
  const recent = capturedDaysAgo('recent', OUTBOX_MAX_AGE_DAYS - 1);

  it(`drops a lead ${OUTBOX_MAX_AGE_DAYS} days after its capture, unsent, and keeps one of 29 days`, async () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([old, recent]) });
    const network = fakeNetwork();
    network.setUp(false);
    const page = sender({ storage, send: network.send, now: clock.now });
    expect(await page.flush()).toEqual({ sent: 0, failed: 1 });
    expect(network.send.mock.calls.map(([, lead]) => lead.id)).toEqual(['recent']);
    expect(JSON.parse(storage.data.get(OUTBOX_KEY)!)).toEqual([
      { ...recent, attempts: 8, nextAttemptAt: clock.now() + 600_000 },
    ]);
  });

  it('drops it on a site built without an endpoint too, where nothing is ever sent', async () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([old, recent]) });
    const send = vi.fn();
    const page = sender({ endpoint: undefined, storage, send, now: clock.now });
    await page.flush();
    expect(send).not.toHaveBeenCalled();
    expect(JSON.parse(storage.data.get(OUTBOX_KEY)!)).toEqual([recent]);
  });

  it('reading the outbox deletes what expired; the last one leaves no key behind', () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([old]) });
    expect(readOutbox(storage, clock.now())).toEqual([]);
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
  });

  it('drops an entry whose capture time is unreadable or as far ahead of the clock', () => {
    const future = {
      ...recent,
      id: 'future',
      capturedAt: new Date(clock.now() + OUTBOX_MAX_AGE_DAYS * DAY).toISOString(),
    };
    const unreadable = { ...recent, id: 'unreadable', capturedAt: 'yesterday' };
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([future, unreadable, recent]) });
    expect(readOutbox(storage, clock.now())).toEqual([recent]);
    expect(JSON.parse(storage.data.get(OUTBOX_KEY)!)).toEqual([recent]);
  });

  it('a page open for 30 days does not send its own expired lead from memory either', async () => {
    const { storage, clock, network, page } = withFailingEndpoint();
    page.capture(ada, '/x', 'copy');
    await page.flush();
    clock.advance(OUTBOX_MAX_AGE_DAYS * DAY);
    storage.data.delete(OUTBOX_KEY); // as if another tab's write had lost it: the page would put it back
    network.setUp(true);
    expect(await page.flush({ force: true })).toEqual({ sent: 0, failed: 0 });
    expect(page.pending()).toEqual([]);
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
  });
});

describe('tabs and storage', () => {
  it('a lead another tab confirmed is not sent again, though this page still remembers it', async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    network.setUp(false);
    const tabA = sender({ storage, send: network.send });
    const lead = tabA.capture(ada, '/x', 'copy');
    await tabA.flush();
    network.setUp(true);
    const tabB = sender({ storage, send: network.send });
    expect(await tabB.flush({ force: true })).toEqual({ sent: 1, failed: 0 });
    expect(JSON.parse(storage.data.get(DELIVERED_KEY)!)).toEqual([lead.id]);
    expect(await tabA.flush({ force: true })).toEqual({ sent: 0, failed: 0 });
    expect(network.received.map((sent) => sent.id)).toEqual([lead.id]);
  });

  it("a confirmed lead put back by another tab's late write is dropped, not sent again", async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    const page = sender({ storage, send: network.send });
    const lead = page.capture(ada, '/x', 'copy');
    await page.flush();
    expect(network.received).toHaveLength(1);
    // Another tab, writing from a view a moment old, puts the confirmed lead back.
    storage.data.set(OUTBOX_KEY, JSON.stringify([lead]));
    const otherTab = sender({ storage, send: network.send });
    expect(await otherTab.flush({ force: true })).toEqual({ sent: 0, failed: 0 });
    expect(storage.data.has(OUTBOX_KEY)).toBe(false);
    expect(network.received).toHaveLength(1);
  });

  it("a lead lost from storage (another tab's write overwrote it) is put back and sent by the page that captured it", async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    network.setUp(false);
    const page = sender({ storage, send: network.send });
    const lead = page.capture(ada, '/x', 'copy');
    await page.flush();
    storage.data.delete(OUTBOX_KEY);
    expect(page.pending().map((waiting) => waiting.id)).toEqual([lead.id]);
    expect(readOutbox(storage, Date.now()).map((waiting) => waiting.id)).toEqual([lead.id]);
    network.setUp(true);
    expect(await page.flush({ force: true })).toEqual({ sent: 1, failed: 0 });
  });

  it('never sends the same lead twice from one page, even when storage refuses writes', async () => {
    const network = fakeNetwork();
    const broken: OutboxStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const page = sender({ storage: broken, send: network.send });
    page.capture(ada, '/script-generator', 'copy');
    await page.flush();
    await page.flush({ force: true });
    expect(network.received).toHaveLength(1);
  });

  it('without storage, a failed lead is retried from memory with the same back-off', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    network.setUp(false);
    const page = sender({ storage: null, send: network.send, now: clock.now });
    const lead = page.capture(ada, '/x', 'copy');
    await page.flush();
    expect(page.pending()).toEqual([{ ...lead, attempts: 1, nextAttemptAt: clock.now() + 5_000 }]);
    network.setUp(true);
    clock.advance(5_000);
    expect(await page.flush()).toEqual({ sent: 1, failed: 0 });
    expect(page.pending()).toEqual([]);
  });

  it('ignores corrupt storage: bad JSON, foreign data, malformed and duplicate entries', () => {
    const january = Date.parse('2026-01-02T00:00:00.000Z');
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: '{not json' }), january)).toEqual([]);
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: '{"a":1}' }), january)).toEqual([]);
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: 'null' }), january)).toEqual([]);
    const good: Lead = {
      id: 'x1',
      name: 'A',
      email: 'a@b.co',
      source: '/s',
      action: 'copy',
      capturedAt: '2026-01-01T00:00:00.000Z',
      attempts: 2,
      nextAttemptAt: 5,
    };
    const mixed = JSON.stringify([
      42,
      null,
      { id: 'x2' },
      good,
      { ...good },
      { ...good, id: 'x3', action: 'delete' },
      { ...good, id: 'x4', attempts: -1 },
    ]);
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: mixed }), january)).toEqual([good]);
  });

  it('a corrupt outbox or ledger does not stop a new lead from being sent', async () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: '][', [DELIVERED_KEY]: '{' });
    const network = fakeNetwork();
    const page = sender({ storage, send: network.send });
    page.capture(ada, '/x', 'copy');
    await page.flush();
    expect(network.received).toHaveLength(1);
  });

  it('with no endpoint keeps the lead and logs one notice', async () => {
    const storage = memoryStorage();
    const log = quietLog();
    const send = vi.fn();
    const page = sender({ endpoint: undefined, storage, send, log });
    page.capture(ada, '/x', 'copy');
    page.capture(ada, '/x', 'download');
    await page.flush();
    await page.flush({ force: true });
    expect(send).not.toHaveBeenCalled();
    expect(readOutbox(storage, Date.now())).toHaveLength(2);
    expect(page.nextDueAt()).toBeNull();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(unsetEndpointNotice);
  });
});

describe('parseLeadEntry', () => {
  it('tells missing fields from a clearly invalid e-mail', () => {
    expect(parseLeadEntry({ name: '  ', email: 'a@b.co' })).toEqual({ ok: false, reason: 'missing', field: 'name' });
    expect(parseLeadEntry({ name: 'Ada', email: '' })).toEqual({ ok: false, reason: 'missing', field: 'email' });
    for (const email of ['ada', 'ada@', '@example.com', 'ada@@example.com', 'ada example@x.com', 'ada@example']) {
      expect(parseLeadEntry({ name: 'Ada', email })).toMatchObject({ ok: false, reason: 'invalid-email' });
    }
    expect(parseLeadEntry({ name: ' Ada\u0000 Lovelace ', email: ' ada@example.com ' })).toEqual({
      ok: true,
      entry: { name: 'Ada Lovelace', email: 'ada@example.com' },
      bot: false,
    });
  });

  it('marks a filled honeypot as a bot', () => {
    expect(parseLeadEntry({ name: 'Ada', email: 'ada@example.com', website: 'http://spam' })).toMatchObject({
      ok: true,
      bot: true,
    });
  });
});
