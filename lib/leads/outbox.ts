// The lead outbox in localStorage: each lead waits, with its retry state, until the endpoint confirms it.
import * as z from '@/lib/zod-mini';
import { DELIVERED_KEY, OUTBOX_KEY } from '@/lib/leads/outbox-key';

export { DELIVERED_KEY, OUTBOX_KEY };

export type Lead = {
  id: string; // the endpoint keeps one row per id and confirms by echoing it
  name: string;
  email: string;
  source: string; // the page
  action: 'copy' | 'download';
  capturedAt: string; // the copy or download, not the delivery
  attempts: number; // failed deliveries so far
  nextAttemptAt: number; // epoch ms; 0: at once
};

/** ~60 KB; only a bot or an endpoint failing for days fills it. Never evicts: a new lead then lives in its page. */
export const OUTBOX_LIMIT = 100;

/** A visitor's name and e-mail stay in the browser no longer than this, confirmed or not (the cookie policy says so). */
export const OUTBOX_MAX_AGE_DAYS = 30;
const MAX_AGE_MS = OUTBOX_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** Every version of the outbox stored `capturedAt` as an ISO time, so an entry whose time cannot be read is not this
 * site's and goes too. A capture time as far ahead of the clock (the clock was wrong then) gets the same bound. */
export function isExpired(lead: Pick<Lead, 'capturedAt'>, now: number): boolean {
  const age = now - Date.parse(lead.capturedAt);
  return !(Math.abs(age) < MAX_AGE_MS);
}

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const count = z.int().check(z.nonnegative());

const leadSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  email: z.string().check(z.minLength(3), z.maxLength(300)),
  source: z.string().check(z.maxLength(2000)),
  action: z.enum(['copy', 'download']),
  capturedAt: z.string().check(z.maxLength(40)),
  // Leads stored before back-off existed lack both fields: due at once.
  attempts: z._default(count, 0),
  nextAttemptAt: z._default(count, 0),
});

/** The unexpired leads. Reading deletes the expired ones from storage, so they go even where nothing is sent (no
 * endpoint) and no other write comes. */
export function readOutbox(storage: OutboxStorage | null, now: number): Lead[] {
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
  let expired = 0;
  for (const item of data) {
    const parsed = leadSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    if (isExpired(parsed.data, now)) expired += 1;
    else leads.push(parsed.data);
  }
  if (expired > 0) writeOutbox(storage, leads);
  return leads;
}

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

export function addToOutbox(storage: OutboxStorage | null, lead: Lead, now: number): AddResult {
  const leads = readOutbox(storage, now).filter((waiting) => waiting.id !== lead.id);
  if (leads.length >= OUTBOX_LIMIT) return 'full';
  return writeOutbox(storage, [...leads, lead]) ? 'stored' : 'unavailable';
}

export function removeFromOutbox(storage: OutboxStorage | null, ids: ReadonlySet<string>, now: number): void {
  const leads = readOutbox(storage, now);
  const rest = leads.filter((lead) => !ids.has(lead.id));
  if (rest.length !== leads.length) writeOutbox(storage, rest);
}

export function updateInOutbox(storage: OutboxStorage | null, updates: readonly Lead[], now: number): Set<string> {
  const byId = new Map(updates.map((lead) => [lead.id, lead]));
  const leads = readOutbox(storage, now);
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

/** Far more than tabs can have in flight at once. */
export const DELIVERED_LIMIT = 200;

const deliveredSchema = z.array(z.string().check(z.maxLength(100)));

/** Recently confirmed ids: a page keeping its leads in memory learns another tab confirmed one, and drops it. */
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
