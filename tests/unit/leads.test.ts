import { describe, expect, it, vi } from 'vitest';
import { parseLeadEntry } from '@/lib/leads/entry';
import { OUTBOX_KEY, OUTBOX_LIMIT, readOutbox } from '@/lib/leads/outbox';
import type { Lead, OutboxStorage } from '@/lib/leads/outbox';
import { createLeadSender, unsetEndpointNotice } from '@/lib/leads/sender';

const ENDPOINT = 'https://script.google.com/macros/s/test/exec';

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
    send: vi.fn(async (_endpoint: string, lead: Lead) => {
      if (!up) throw new TypeError('Failed to fetch');
      received.push(lead);
    }),
  };
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });
let counter = 0;
const ids = () => `lead-${++counter}`;
const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('lead sender and outbox', () => {
  it('sends a captured lead once and leaves the outbox empty', async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    const sender = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log: quietLog(), newId: ids });
    const lead = sender.capture(ada, '/youtube-script-generator', 'copy');
    await sender.flush();
    expect(network.received).toEqual([lead]);
    expect(lead).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', source: '/youtube-script-generator', action: 'copy' });
    expect(readOutbox(storage)).toEqual([]);
    await sender.flush();
    expect(network.received).toHaveLength(1);
  });

  it('fail → kept → retried on the next load → sent exactly once', async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    network.setUp(false);
    const log = quietLog();
    const page1 = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log, newId: ids });
    const lead = page1.capture(ada, '/script-generator', 'download');
    await page1.flush();
    expect(network.received).toEqual([]);
    expect(readOutbox(storage)).toEqual([lead]);
    expect(log.warn).toHaveBeenCalled();

    network.setUp(true);
    // The next page load: a new sender over the same storage.
    const page2 = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log: quietLog(), newId: ids });
    await Promise.all([page2.flush(), page2.flush()]);
    expect(network.received).toEqual([lead]);
    expect(readOutbox(storage)).toEqual([]);
    const page3 = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log: quietLog(), newId: ids });
    await page3.flush();
    expect(network.received).toEqual([lead]);
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
    const sender = createLeadSender({ endpoint: ENDPOINT, storage: broken, send: network.send, log: quietLog(), newId: ids });
    sender.capture(ada, '/script-generator', 'copy');
    await sender.flush();
    await sender.flush();
    expect(network.received).toHaveLength(1);
  });

  it('keeps at most OUTBOX_LIMIT leads, dropping the oldest', async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    network.setUp(false);
    const sender = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log: quietLog(), newId: ids });
    const leads = Array.from({ length: OUTBOX_LIMIT + 7 }, (_, index) => sender.capture({ name: `N${index}`, email: `n${index}@example.com` }, '/x', 'copy'));
    await sender.flush();
    const kept = readOutbox(storage);
    expect(kept).toHaveLength(OUTBOX_LIMIT);
    expect(kept.at(-1)).toEqual(leads.at(-1));
    expect(kept[0]).toEqual(leads[7]);
  });

  it('ignores corrupt storage: bad JSON, foreign data, malformed and duplicate entries', () => {
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: '{not json' }))).toEqual([]);
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: 'null' }))).toEqual([]);
    const good: Lead = { id: 'x1', name: 'A', email: 'a@b.co', source: '/s', action: 'copy', capturedAt: '2026-01-01T00:00:00.000Z' };
    const mixed = JSON.stringify([42, null, { id: 'x2' }, good, { ...good }, { ...good, id: 'x3', action: 'delete' }]);
    expect(readOutbox(memoryStorage({ [OUTBOX_KEY]: mixed }))).toEqual([good]);
  });

  it('a corrupt outbox does not stop a new lead from being sent', async () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: '][' });
    const network = fakeNetwork();
    const sender = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log: quietLog(), newId: ids });
    sender.capture(ada, '/x', 'copy');
    await sender.flush();
    expect(network.received).toHaveLength(1);
  });

  it('with no endpoint keeps the lead and logs one notice', async () => {
    const storage = memoryStorage();
    const log = quietLog();
    const send = vi.fn();
    const sender = createLeadSender({ endpoint: undefined, storage, send, log, newId: ids });
    sender.capture(ada, '/x', 'copy');
    sender.capture(ada, '/x', 'download');
    await sender.flush();
    await sender.flush();
    expect(send).not.toHaveBeenCalled();
    expect(readOutbox(storage)).toHaveLength(2);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(unsetEndpointNotice);
  });

  it('stops at the first failure and keeps the rest in order', async () => {
    const storage = memoryStorage();
    const network = fakeNetwork();
    network.setUp(false);
    const sender = createLeadSender({ endpoint: ENDPOINT, storage, send: network.send, log: quietLog(), newId: ids });
    sender.capture(ada, '/x', 'copy');
    sender.capture(ada, '/x', 'download');
    await sender.flush();
    // One more retry while down: only the oldest lead is tried, not the whole outbox.
    const before = network.send.mock.calls.length;
    await sender.flush();
    expect(network.send.mock.calls.length - before).toBe(1);
    expect(readOutbox(storage)).toHaveLength(2);
    network.setUp(true);
    await sender.flush();
    expect(network.received.map((lead) => lead.action)).toEqual(['copy', 'download']);
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
    expect(parseLeadEntry({ name: 'Ada', email: 'ada@example.com', website: 'http://spam' })).toMatchObject({ ok: true, bot: true });
  });
});
