// Lead capture (browser): every copy or download posts form data Name and Email to the lead
// endpoint (spec §7) without ever delaying the copy or download. A lead goes into the outbox
// (lib/leads/outbox.ts) before it is sent and leaves it only once sent, so a network error or a
// closing page loses nothing: the outbox is retried on the next page load and on `online`.
// Each lead carries an id; the receiving end drops an id it already has (README, 'Leads').
// Failures are logged, never shown.
import { addToOutbox, readOutbox, removeFromOutbox } from '@/lib/leads/outbox';
import type { Lead, OutboxStorage } from '@/lib/leads/outbox';
import type { LeadEntry } from '@/lib/leads/entry';

/** Sends one lead; resolves once the request went through, rejects on a network failure. */
export type LeadTransport = (endpoint: string, lead: Lead) => Promise<void>;

export type LeadSenderOptions = {
  /** NEXT_PUBLIC_LEAD_ENDPOINT; undefined keeps every lead in the outbox. */
  endpoint: string | undefined;
  storage: OutboxStorage | null;
  send?: LeadTransport;
  /** Serialises flushes across tabs (Web Locks in the browser), so two tabs never send the same lead. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
  log?: Pick<Console, 'info' | 'warn'>;
  newId?: () => string;
  now?: () => Date;
};

const SEND_TIMEOUT_MS = 10_000;

/** POST form data, no-cors (a spreadsheet web app sends no CORS headers), keepalive (outlives the page). */
export const postLead: LeadTransport = async (endpoint, lead) => {
  const body = new FormData();
  body.set('Name', lead.name);
  body.set('Email', lead.email);
  body.set('Source', lead.source);
  body.set('Action', lead.action);
  body.set('CapturedAt', lead.capturedAt);
  body.set('Id', lead.id);
  // The response is opaque (no-cors) and never read: reaching the server is the success signal.
  await fetch(endpoint, {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    credentials: 'omit',
    body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
};

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const unsetEndpointNotice =
  'Lead kept in this browser\'s outbox: NEXT_PUBLIC_LEAD_ENDPOINT was not set when the site was built, so there is nowhere to send it (README, "Leads").';

export function createLeadSender({
  endpoint,
  storage,
  send = postLead,
  withLock = (run) => run(),
  log = console,
  newId = randomId,
  now = () => new Date(),
}: LeadSenderOptions) {
  // Ids sent from this page: never sent twice even if storage cannot be written.
  const delivered = new Set<string>();
  // When storage is unavailable the outbox lives in memory for this page only.
  const memory: Lead[] = [];
  let noticeShown = false;
  let flushing: Promise<number> | null = null;

  const pending = (): Lead[] => {
    const stored = readOutbox(storage);
    const all = [...stored, ...memory.filter((lead) => !stored.some((other) => other.id === lead.id))];
    return all.filter((lead) => !delivered.has(lead.id));
  };

  async function sendPending(): Promise<number> {
    if (!endpoint) {
      if (!noticeShown && pending().length > 0) {
        noticeShown = true;
        log.info(unsetEndpointNotice);
      }
      return 0;
    }
    const target = endpoint;
    return withLock(async () => {
      let sent = 0;
      // Read inside the lock: another tab may have just sent (and removed) some of these.
      for (const lead of pending()) {
        try {
          await send(target, lead);
        } catch (error) {
          log.warn('Lead not sent yet; it stays in the outbox and is retried on the next page load.', error);
          break; // the network is down or the endpoint unreachable: stop, keep the rest
        }
        delivered.add(lead.id);
        removeFromOutbox(storage, new Set([lead.id]));
        const index = memory.findIndex((waiting) => waiting.id === lead.id);
        if (index >= 0) memory.splice(index, 1);
        sent += 1;
      }
      return sent;
    });
  }

  /** Send everything waiting in the outbox. Concurrent calls share one run. */
  function flush(): Promise<number> {
    if (flushing) return flushing.then(() => flush());
    flushing = sendPending().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** Store the lead, then send it in the background. Never throws, never waits. */
  function capture(entry: LeadEntry, source: string, action: Lead['action']): Lead {
    const lead: Lead = { id: newId(), name: entry.name, email: entry.email, source, action, capturedAt: now().toISOString() };
    if (!addToOutbox(storage, lead)) memory.push(lead);
    void flush().catch((error: unknown) => log.warn('Lead outbox flush failed.', error));
    return lead;
  }

  return { capture, flush, pending };
}

export type LeadSender = ReturnType<typeof createLeadSender>;
