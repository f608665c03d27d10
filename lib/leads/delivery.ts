// One delivery of one lead: a CORS simple request (form data, no preflight, which Apps Script would not answer).
// Only a 2xx JSON `{ "result": "success", "id": <this lead's id> }` confirms it; anything else keeps it.
import * as z from '@/lib/zod-mini';
import type { Lead } from '@/lib/leads/outbox';

export type Delivery = { ok: true } | { ok: false; reason: string };

/** Never throws. `keepalive` only on a lead's first send (the tab may close): a browser does not cancel a keepalive
 * request its timeout aborts, so retries would pile up on a slow endpoint. */
export type LeadTransport = (endpoint: string, lead: Lead, options: { keepalive: boolean }) => Promise<Delivery>;

/** A busy Apps Script takes seconds (cold start, its lock); a lead stored after we gave up is resent, kept once. */
export const SEND_TIMEOUT_MS = 10_000;

const answerSchema = z.union([
  z.object({ result: z.literal('success'), id: z.string() }),
  z.object({ result: z.literal('error'), error: z.optional(z.string()) }),
]);

const excerpt = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 60));

export function readConfirmation(body: string, id: string): Delivery {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, reason: `the answer is not the endpoint's JSON (${excerpt(body)})` };
  }
  const answer = answerSchema.safeParse(data);
  if (!answer.success) return { ok: false, reason: `the answer does not confirm the lead (${excerpt(body)})` };
  if (answer.data.result === 'error')
    return { ok: false, reason: `the endpoint reported an error: ${answer.data.error ?? 'no reason given'}` };
  if (answer.data.id !== id)
    return { ok: false, reason: `the endpoint confirmed another lead (${excerpt(answer.data.id)})` };
  return { ok: true };
}

export function createPostLead({ timeoutMs = SEND_TIMEOUT_MS } = {}): LeadTransport {
  return async (endpoint, lead, { keepalive }) => {
    const body = new FormData();
    body.set('Name', lead.name);
    body.set('Email', lead.email);
    body.set('Source', lead.source);
    body.set('Action', lead.action);
    body.set('CapturedAt', lead.capturedAt);
    body.set('Id', lead.id);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        keepalive,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { ok: false, reason: `the endpoint answered HTTP ${response.status}` };
      return readConfirmation(await response.text(), lead.id);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError') return { ok: false, reason: `no answer within ${timeoutMs / 1000} s` };
      return {
        ok: false,
        reason: `no connection to the endpoint (${error instanceof Error ? error.message : String(error)})`,
      };
    }
  };
}

export const postLead = createPostLead();
