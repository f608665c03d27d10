// Load runs with autocannon: N connections for S seconds on one URL, and the same on a post while
// a signed Sanity webhook revalidates it every second (the regeneration must cost no request).
import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';

export type LoadFigures = { requestsPerSecond: number; p50: number; p99: number; requests: number; errors: number };

/** Requests/s (mean), latency p50/p99 (ms), and errors of every kind. */
export async function load(
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Sanity's webhook signature over `body` (what lib/content/webhook/signature.ts checks). */
export function signWebhook(body: string, secret: string, timestamp: number = Date.now()): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
  return `t=${timestamp},v1=${digest}`;
}

/** `stop()` waits for the last answers. */
export function revalidateEverySecond(
  origin: string,
  { slug, secret }: { slug: string; secret: string },
): { answers: { ok: number; failed: number }; stop(): Promise<void> } {
  const answers = { ok: 0, failed: 0 };
  const inFlight = new Set<Promise<void>>();
  const send = async () => {
    const body = JSON.stringify({ _type: 'post', _id: `bench-${slug}`, slug });
    const response = await fetch(new URL('/api/revalidate', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signWebhook(body, secret) },
      body,
    }).catch(() => null);
    if (response?.ok) answers.ok += 1;
    else answers.failed += 1;
    await response?.body?.cancel();
  };
  const timer = setInterval(() => {
    const sending = send();
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }, 1000);
  return {
    answers,
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
