// Lead capture in the browser: outbox first, then sent in the background. Learn more: docs/architecture.md
// ("A lead"); the endpoint keeps one row per lead id (docs/deploy.md, "Leads (Google Sheets)").
import { backoffDelay } from '@/lib/leads/backoff';
import { postLead } from '@/lib/leads/delivery';
import type { LeadTransport } from '@/lib/leads/delivery';
import type { LeadEntry } from '@/lib/leads/entry';
import {
  addToOutbox,
  isExpired,
  markDelivered,
  OUTBOX_LIMIT,
  readDelivered,
  readOutbox,
  removeFromOutbox,
  updateInOutbox,
} from '@/lib/leads/outbox';
import type { Lead, OutboxStorage } from '@/lib/leads/outbox';

export type LeadSenderOptions = {
  endpoint: string | undefined; // undefined keeps every lead in the outbox
  storage: OutboxStorage | null;
  send?: LeadTransport;
  /** Serialises flushes across tabs, so two tabs never send the same lead. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
  afterFlush?: () => void;
  log?: Pick<Console, 'info' | 'warn'>;
  newId?: () => string;
  now?: () => number;
  random?: () => number;
};

export type FlushResult = { sent: number; failed: number };

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const unsetEndpointNotice =
  'Lead kept in this browser\'s outbox: NEXT_PUBLIC_LEAD_ENDPOINT was not set when the site was built, so there is nowhere to send it (docs/deploy.md, "Leads (Google Sheets)").';

export const fullOutboxWarning = `The lead outbox is full (${OUTBOX_LIMIT} leads waiting for the endpoint): this lead is not stored in the browser; it is sent from this page and retried while the page stays open.`;

export function createLeadSender({
  endpoint,
  storage,
  send = postLead,
  withLock = (run) => run(),
  afterFlush,
  log = console,
  newId = randomId,
  now = Date.now,
  random = Math.random,
}: LeadSenderOptions) {
  // Confirmed from this page: never sent again, even if storage cannot be written.
  const delivered = new Set<string>();
  // Captured here, not yet confirmed: put back when another tab's write or a full storage loses them.
  const captured = new Map<string, Lead>();
  let noticeShown = false;
  let flushing: Promise<FlushResult> | null = null;

  /** Oldest first. Tabs' writes can cross, so this also mends the stored outbox: it drops confirmed and expired leads
   * (here or per the ledger) and puts back this page's leads that a write lost. */
  function waiting(): Lead[] {
    const at = now();
    const confirmed = readDelivered(storage);
    for (const id of delivered) confirmed.add(id);
    for (const [id, lead] of captured) if (confirmed.has(id) || isExpired(lead, at)) captured.delete(id);
    const stored = readOutbox(storage, at);
    const stale = stored.filter((lead) => confirmed.has(lead.id));
    if (stale.length > 0) removeFromOutbox(storage, new Set(stale.map((lead) => lead.id)), at);
    const storedIds = new Set(stored.map((lead) => lead.id));
    const lost = [...captured.values()].filter((lead) => !storedIds.has(lead.id));
    for (const lead of lost) addToOutbox(storage, lead, at);
    return [...stored, ...lost].filter((lead) => !confirmed.has(lead.id));
  }

  /** This page's untried leads go first: an older failing lead would hold them back, and their first try is the
   * keepalive one. Each capture adds at most one request to a failing endpoint. */
  function firstTriesFirst(leads: Lead[]): Lead[] {
    const fresh = (lead: Lead) => lead.attempts === 0 && captured.has(lead.id);
    return [...leads.filter(fresh), ...leads.filter((lead) => !fresh(lead))];
  }

  function save(leads: Lead[]): void {
    const written = updateInOutbox(storage, leads, now());
    for (const lead of leads) if (!written.has(lead.id) && captured.has(lead.id)) captured.set(lead.id, lead);
  }

  function confirm(lead: Lead): void {
    delivered.add(lead.id);
    captured.delete(lead.id);
    removeFromOutbox(storage, new Set([lead.id]), now());
    markDelivered(storage, lead.id);
  }

  async function sendDue(force: boolean): Promise<FlushResult> {
    const result = { sent: 0, failed: 0 };
    if (!endpoint) {
      if (!noticeShown && waiting().length > 0) {
        noticeShown = true;
        log.info(unsetEndpointNotice);
      }
      return result;
    }
    const target = endpoint;
    return withLock(async () => {
      // Read inside the lock: another tab may have just sent (and removed) some of these.
      const startedAt = now();
      const due = firstTriesFirst(waiting().filter((lead) => force || lead.nextAttemptAt <= startedAt));
      for (const [index, lead] of due.entries()) {
        const delivery = await send(target, lead, { keepalive: lead.attempts === 0 });
        if (delivery.ok) {
          confirm(lead);
          result.sent += 1;
          continue;
        }
        result.failed += 1;
        const attempts = lead.attempts + 1;
        const delay = backoffDelay(attempts, random);
        const retryAt = now() + delay;
        // The endpoint is failing: the untried leads wait as long as this one (no attempt counted).
        const held = due
          .slice(index + 1)
          .map((other) => ({ ...other, nextAttemptAt: Math.max(other.nextAttemptAt, retryAt) }));
        save([{ ...lead, attempts, nextAttemptAt: retryAt }, ...held]);
        log.warn(
          `Lead not delivered yet (${delivery.reason}). It stays in this browser's outbox; next try in ${Math.round(delay / 1000)} s (attempt ${attempts + 1}).`,
        );
        break;
      }
      return result;
    });
  }

  /** Every due lead (all with `force`, e.g. back online); a call during a run waits for it, then runs. */
  function flush({ force = false } = {}): Promise<FlushResult> {
    if (flushing) return flushing.then(() => flush({ force }));
    flushing = sendDue(force).finally(() => {
      flushing = null;
      afterFlush?.();
    });
    return flushing;
  }

  function nextDueAt(): number | null {
    if (!endpoint) return null;
    const leads = waiting();
    return leads.length > 0 ? Math.min(...leads.map((lead) => lead.nextAttemptAt)) : null;
  }

  function capture(entry: LeadEntry, source: string, action: Lead['action']): Lead {
    const lead: Lead = {
      id: newId(),
      name: entry.name,
      email: entry.email,
      source,
      action,
      capturedAt: new Date(now()).toISOString(),
      attempts: 0,
      nextAttemptAt: 0,
    };
    captured.set(lead.id, lead);
    if (addToOutbox(storage, lead, now()) === 'full') log.warn(fullOutboxWarning);
    void flush().catch((error: unknown) => log.warn('Lead outbox flush failed.', error));
    return lead;
  }

  return { capture, flush, nextDueAt, pending: waiting };
}

export type LeadSender = ReturnType<typeof createLeadSender>;
