// The lead outbox: every lead waits here, in localStorage, from the moment it is captured until
// the endpoint confirms it stored it. Each lead carries its own retry state (attempts, next
// attempt time), so a reload or another tab picks up the back-off where it was and a failing
// endpoint is not hammered by a visitor clicking around. Unreadable storage or malformed
// entries are ignored. zod mini: this module ships to the browser (lib/zod-mini.ts).
import * as z from '@/lib/zod-mini';
import { DELIVERED_KEY, OUTBOX_KEY } from '@/lib/leads/outbox-key';

export { DELIVERED_KEY, OUTBOX_KEY };

export type Lead = {
  /** Unique per capture: the receiving end keeps one row per id and confirms by echoing it. */
  id: string;
  name: string;
  email: string;
  /** The page the lead came from. */
  source: string;
  /** What the visitor did: copied or downloaded the script. */
  action: 'copy' | 'download';
  /** ISO time of the copy or download, not of the (possibly later) delivery. */
  capturedAt: string;
  /** Failed deliveries so far; picks the next back-off step. */
  attempts: number;
  /** Epoch ms before which the lead is not sent again (0: at once). */
  nextAttemptAt: number;
};

/**
 * At most this many leads are stored. A lead is never evicted to make room: when the outbox is
 * full, a new lead is still sent from the page that captured it and retried while that page is
 * open, but not stored (the sender warns in the console). 100 leads are ~60 KB of storage; only a
 * bot or an endpoint that has been failing for days fills it.
 */
export const OUTBOX_LIMIT = 100;

/** The part of Web Storage the outbox needs (localStorage in the browser, a fake in tests). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const count = z.int().check(z.nonnegative());

const leadSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  email: z.string().check(z.minLength(3), z.maxLength(300)),
  source: z.string().check(z.maxLength(2000)),
  action: z.enum(['copy', 'download']),
  capturedAt: z.string().check(z.maxLength(40)),
  // Leads stored before retries had a back-off carry neither field: due at once.
  attempts: z._default(count, 0),
  nextAttemptAt: z._default(count, 0),
});

/** The waiting leads, oldest first. Corrupt JSON or foreign data reads as empty; malformed entries are dropped. */
export function readOutbox(storage: OutboxStorage | null): Lead[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(OUTBOX_KEY) ?? null;
  } catch {
    return []; // storage disabled (privacy mode, blocked cookies): nothing to read
  }
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const leads: Lead[] = [];
  const seen = new Set<string>();
  for (const item of data) {
    const parsed = leadSchema.safeParse(item);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      leads.push(parsed.data);
    }
  }
  return leads;
}

/** Store the waiting leads. Returns false when storage refused. */
function writeOutbox(storage: OutboxStorage | null, leads: readonly Lead[]): boolean {
  if (!storage) return false;
  try {
    if (leads.length === 0) storage.removeItem(OUTBOX_KEY);
    else storage.setItem(OUTBOX_KEY, JSON.stringify(leads));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}

export type AddResult = 'stored' | 'full' | 'unavailable';

export function addToOutbox(storage: OutboxStorage | null, lead: Lead): AddResult {
  const leads = readOutbox(storage).filter((waiting) => waiting.id !== lead.id);
  if (leads.length >= OUTBOX_LIMIT) return 'full';
  return writeOutbox(storage, [...leads, lead]) ? 'stored' : 'unavailable';
}

export function removeFromOutbox(storage: OutboxStorage | null, ids: ReadonlySet<string>): void {
  const leads = readOutbox(storage);
  const rest = leads.filter((lead) => !ids.has(lead.id));
  if (rest.length !== leads.length) writeOutbox(storage, rest);
}

/** Replace stored leads by id (their retry state); ids not stored are ignored. Returns the ids written. */
export function updateInOutbox(storage: OutboxStorage | null, updates: readonly Lead[]): Set<string> {
  const byId = new Map(updates.map((lead) => [lead.id, lead]));
  const leads = readOutbox(storage);
  const written = new Set<string>();
  const next = leads.map((lead) => {
    const update = byId.get(lead.id);
    if (!update) return lead;
    written.add(lead.id);
    return update;
  });
  if (written.size > 0 && !writeOutbox(storage, next)) return new Set();
  return written;
}

/** How many confirmed ids the ledger remembers: far more than tabs can have in flight at once. */
export const DELIVERED_LIMIT = 200;

const deliveredSchema = z.array(z.string().check(z.maxLength(100)));

/**
 * Ids of recently confirmed leads. A page keeps the leads it captured in memory until they are
 * confirmed (a write to localStorage by another tab can overwrite its own), and this ledger tells
 * it that another tab confirmed one, so it does not put that lead back and send it again.
 */
export function readDelivered(storage: OutboxStorage | null): Set<string> {
  try {
    const parsed = deliveredSchema.safeParse(JSON.parse(storage?.getItem(DELIVERED_KEY) ?? '[]'));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

export function markDelivered(storage: OutboxStorage | null, id: string): void {
  const ids = [...readDelivered(storage)].filter((known) => known !== id);
  ids.push(id);
  try {
    storage?.setItem(DELIVERED_KEY, JSON.stringify(ids.slice(-DELIVERED_LIMIT)));
  } catch {
    // Storage refused: at worst another tab sends this lead once more and the endpoint ignores it.
  }
}
