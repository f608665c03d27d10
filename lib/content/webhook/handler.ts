// The Sanity publish webhook (app/api/revalidate): proof of the sender, then revalidation; dependencies injected for tests.
import type { NextRequest } from 'next/server';
import { readCapped, webhookBodyMaxBytes } from '@/lib/content/webhook/body';
import { contentEventSchema } from '@/lib/content/webhook/event';
import { deliveryKeys } from '@/lib/content/webhook/idempotency';
import {
  readSignature,
  signatureExpired,
  signatureHeader,
  signatureMatches,
  webhookSecretMinLength,
} from '@/lib/content/webhook/signature';
import { revalidationFor } from '@/lib/content/webhook/tags';
import { warmUp, type Warm } from '@/lib/content/webhook/warm-up';
import { markRedirectsStale, redirectTableTags } from '@/lib/redirects/publish-signal';

export type RevalidateDeps = {
  secret: string | undefined;
  revalidate: (tag: string) => void;
  probe: () => Promise<void>;
  /** Regenerates the pages on this instance itself, never through the public origin (a proxy's). */
  warm: Warm;
  /** next/server `after`: Next applies revalidated tags only once the handler has returned. */
  afterResponse: (task: () => Promise<void>) => void;
  /** Claims a delivery (by Sanity's idempotency key, or its signature): false when it was already taken (a repeat). */
  claimDelivery: (key: string) => Promise<boolean>;
  /** Gives a claimed key back, so that Sanity's retry of a delivery that failed here is not a repeat. */
  releaseDelivery: (key: string) => Promise<void>;
  waitForConsistency: boolean;
  /** This instance's redirect table reads again before its next answer (the others learn of it by the tags). */
  redirectsChanged?: () => void;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
};

/** What Sanity waits for before it can read what it just published (next-sanity's parseBody waits as long). */
const consistencyWaitMs = 3_000;

const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export function createRevalidateHandler(deps: RevalidateDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console.error;

  return async function POST(request: NextRequest): Promise<Response> {
    if (!deps.secret || deps.secret.length < webhookSecretMinLength) {
      log(`[content] webhook refused: SANITY_REVALIDATE_SECRET is not set or shorter than ${webhookSecretMinLength}`);
      return answer(401, { message: 'Webhook secret not configured' });
    }
    // Who sent it is settled before the body is parsed: a stranger's delivery is a 401 whatever it holds.
    const signature = readSignature(request.headers.get(signatureHeader));
    if (!signature) return answer(401, { message: 'Missing or malformed signature' });
    const { timestamp, digest } = signature;
    if (signatureExpired(timestamp, now())) return answer(401, { message: 'Signature expired' });

    const body = await readCapped(request, webhookBodyMaxBytes);
    if (body === null) return answer(413, { message: `Body over ${webhookBodyMaxBytes} bytes` });
    if (!body.trim() || !signatureMatches(body, timestamp, digest, deps.secret))
      return answer(401, { message: 'Invalid signature' });

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return answer(400, { message: 'Body is not JSON' });
    }
    const event = contentEventSchema.safeParse(json);
    if (!event.success) return answer(400, { message: 'Not an event of a document type the site shows' });

    const deliveries = deliveryKeys(request.headers, digest);
    const claimed = await Promise.all(deliveries.map((delivery) => deps.claimDelivery(delivery)));
    if (claimed.includes(false)) return answer(200, { revalidated: false, repeated: true });

    if (deps.waitForConsistency) await new Promise((resolve) => setTimeout(resolve, consistencyWaitMs));
    try {
      await deps.probe();
    } catch (error) {
      // Expiring pages now would make visitors wait on a failing service; Sanity retries the delivery.
      log('[content] webhook: content service unavailable, nothing revalidated', error);
      await Promise.all(deliveries.map((delivery) => deps.releaseDelivery(delivery)));
      return answer(503, { message: 'Content service unavailable; retry later' }, { 'Retry-After': '30' });
    }

    const { tags, paths } = revalidationFor(event.data);
    for (const tag of tags) deps.revalidate(tag);
    // A redirect, or a page that wins over one at its address.
    if (tags.some((tag) => redirectTableTags.includes(tag))) (deps.redirectsChanged ?? markRedirectsStale)();

    deps.afterResponse(() => warmUp(deps.warm, paths, log));
    return answer(200, { revalidated: true, tags, regenerating: paths, now: now() });
  };
}
