// What can go wrong with a content answer, told apart from absence. Only the service saying "no
// such document" (null) is absence, which a page shows as not found; everything here is a fault,
// which never replaces a good page: the last good data or page stays, and a page with nothing to
// fall back on answers 503 (components/layout/content-unavailable.tsx).

export type ContentFaultKind =
  /** No answer: connection refused or reset, DNS, TLS. */
  | 'unreachable'
  /** The time budget of the render ran out (lib/content/limits.ts). */
  | 'timeout'
  /** An HTTP status other than 2xx. */
  | 'status'
  /** A 2xx whose body is not the query API's JSON (cut short, HTML, not UTF-8). */
  | 'garbled'
  /** A body larger than the answer limit (lib/content/limits.ts): refused unread. */
  | 'oversize'
  /** A document that fails the site's schema (a required field missing, a wrong type). */
  | 'malformed';

export class ContentFault extends Error {
  readonly kind: ContentFaultKind;
  /** The failing document's _id, for a malformed document. */
  readonly documentId: string | undefined;

  constructor(kind: ContentFaultKind, message: string, { documentId }: { documentId?: string } = {}) {
    super(message);
    this.name = 'ContentFault';
    this.kind = kind;
    this.documentId = documentId;
    // One line in the server log: the message says what failed and where; a stack trace of the
    // content layer adds nothing an operator can act on.
    this.stack = `${this.name} (${kind}): ${message}`;
  }
}

export const isContentFault = (error: unknown): error is ContentFault => error instanceof ContentFault;

/** Any failure while reading content, as a ContentFault (an abort by the budget is a timeout). */
export function asContentFault(error: unknown, what: string): ContentFault {
  if (isContentFault(error)) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ContentFault('timeout', `${what}: no answer in time`);
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
  return new ContentFault('unreachable', `${what}: ${reason || String(error)}`);
}

const logged = new Map<string, number>();
/** How long the same problem stays quiet after it was logged once. */
const REPEAT_AFTER_MS = 10 * 60 * 1000;

/**
 * Logs a problem once: the same message again (the same document and field, the same fault of
 * the same query) is not repeated for ten minutes, so a page regenerated on every request of an
 * outage does not flood the log.
 */
export function logOnce(message: string, log: (message: string) => void = console.error, now = Date.now()): boolean {
  const last = logged.get(message);
  if (last !== undefined && now - last < REPEAT_AFTER_MS) return false;
  if (logged.size > 1000) logged.clear();
  logged.set(message, now);
  log(message);
  return true;
}

/** A read's value, or the ContentFault it failed with (any other error is thrown on). */
export async function settle<T>(read: Promise<T>): Promise<{ value: T } | { fault: ContentFault }> {
  try {
    return { value: await read };
  } catch (error) {
    if (isContentFault(error)) return { fault: error };
    throw error;
  }
}
