// How a webhook delivery is recognised when it comes again: Sanity's retries and replays revalidate once.
import { signatureToleranceMs } from '@/lib/content/webhook/signature';

/** Sanity names each delivery with this header; its retries of one delivery carry the same key. */
export const idempotencyHeader = 'idempotency-key';

/** How long a delivery's key is remembered: longer than a signature is accepted, so a replay is refused either way. */
export const deliveryMemorySeconds = (2 * signatureToleranceMs) / 1000;

/** A delivery is known by Sanity's key, and by its signature: a replay with the key left out is one too. */
export function deliveryKeys(headers: Headers, digest: string): string[] {
  const key = headers.get(idempotencyHeader)?.trim().slice(0, 200);
  return [`signature:${digest}`, ...(key ? [`key:${key}`] : [])];
}
