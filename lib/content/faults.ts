// Content faults, told apart from absence (null): a fault never replaces a good page (docs/architecture.md).

export type ContentFaultKind =
  | 'unreachable' // connection refused or reset, DNS, TLS
  | 'timeout' // the render's budget ran out (lib/content/limits.ts)
  | 'status' // not a 2xx
  | 'garbled' // a 2xx that is not the query API's JSON (cut short, HTML, not UTF-8)
  | 'oversize' // over the answer limit: refused unread
  | 'malformed'; // a document that fails the site's schema

export class ContentFault extends Error {
  readonly kind: ContentFaultKind;
  readonly documentId: string | undefined;

  constructor(kind: ContentFaultKind, message: string, { documentId }: { documentId?: string } = {}) {
    super(message);
    this.name = 'ContentFault';
    this.kind = kind;
    this.documentId = documentId;
    // One log line: a stack trace of the content layer gives an operator nothing to act on.
    this.stack = `${this.name} (${kind}): ${message}`;
  }
}

export const isContentFault = (error: unknown): error is ContentFault => error instanceof ContentFault;

export function asContentFault(error: unknown, what: string): ContentFault {
  if (isContentFault(error)) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ContentFault('timeout', `${what}: no answer in time`);
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new ContentFault('unreachable', `${what}: ${reason || String(error)}`);
}

const logged = new Map<string, number>();
const REPEAT_AFTER_MS = 10 * 60 * 1000;

/** Logs a message at most once per REPEAT_AFTER_MS: an outage regenerates pages on every request. */
export function logOnce(message: string, log: (message: string) => void = console.error, now = Date.now()): boolean {
  const last = logged.get(message);
  if (last !== undefined && now - last < REPEAT_AFTER_MS) return false;
  if (logged.size > 1000) logged.clear();
  logged.set(message, now);
  log(message);
  return true;
}

export async function settle<T>(read: Promise<T>): Promise<{ value: T } | { fault: ContentFault }> {
  try {
    return { value: await read };
  } catch (error) {
    if (isContentFault(error)) return { fault: error };
    throw error;
  }
}
