// The lead outbox: leads waiting to be sent, kept in localStorage so a failed or interrupted
// send is retried on the next page load. Bounded; unreadable or malformed storage is ignored.
// zod mini: this module ships to the browser (lib/zod-mini.ts).
import * as z from '@/lib/zod-mini';

export type Lead = {
  /** Unique per capture: the receiving end drops an id it has already stored. */
  id: string;
  name: string;
  email: string;
  /** The page the lead came from. */
  source: string;
  /** What the visitor did: copied or downloaded the script. */
  action: 'copy' | 'download';
  /** ISO time of the copy or download, not of the (possibly later) delivery. */
  capturedAt: string;
};

export const OUTBOX_KEY = 'launchframe:lead-outbox:v1';
/** At most this many leads wait; the oldest go first when a new one would exceed it. */
export const OUTBOX_LIMIT = 25;

/** The part of Web Storage the outbox needs (localStorage in the browser, a fake in tests). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const leadSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  email: z.string().check(z.minLength(3), z.maxLength(300)),
  source: z.string().check(z.maxLength(2000)),
  action: z.enum(['copy', 'download']),
  capturedAt: z.string().check(z.maxLength(40)),
});

/** The waiting leads. Corrupt JSON or foreign data reads as empty; malformed entries are dropped. */
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
  return leads.slice(-OUTBOX_LIMIT);
}

/** Store the waiting leads (newest OUTBOX_LIMIT). Returns false when storage refused. */
export function writeOutbox(storage: OutboxStorage | null, leads: readonly Lead[]): boolean {
  if (!storage) return false;
  try {
    if (leads.length === 0) storage.removeItem(OUTBOX_KEY);
    else storage.setItem(OUTBOX_KEY, JSON.stringify(leads.slice(-OUTBOX_LIMIT)));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}

export function addToOutbox(storage: OutboxStorage | null, lead: Lead): boolean {
  const leads = readOutbox(storage).filter((waiting) => waiting.id !== lead.id);
  return writeOutbox(storage, [...leads, lead]);
}

export function removeFromOutbox(storage: OutboxStorage | null, ids: ReadonlySet<string>): void {
  const leads = readOutbox(storage);
  const rest = leads.filter((lead) => !ids.has(lead.id));
  if (rest.length !== leads.length) writeOutbox(storage, rest);
}
