// One delivery of one lead to the lead endpoint, and what its answer means. The request is a
// CORS "simple" request (a form-data POST, no custom headers: no preflight, which a spreadsheet
// web app would not answer), so the page can read the answer: a Google Apps Script web app
// answers with `Access-Control-Allow-Origin: *` (through a redirect to its content host). Only a
// 2xx JSON answer `{ "result": "success", "id": <this lead's id> }` confirms that the row was
// stored; anything else — no connection, a timeout, any other status, an HTML error page, a 2xx
// without that confirmation — is a failure, and the lead stays in the outbox.
import * as z from '@/lib/zod-mini';
import type { Lead } from '@/lib/leads/outbox';

export type Delivery = { ok: true } | { ok: false; reason: string };

/**
 * Sends one lead and says whether the endpoint confirmed it. Never throws. `keepalive` lets the
 * request outlive a closing page: the send right after a capture uses it (the visitor may close
 * the tab with the script in hand). Retries do not: a browser does not cancel a keepalive
 * request when its timeout aborts it, so a retry would pile up on a slow endpoint.
 */
export type LeadTransport = (endpoint: string, lead: Lead, options: { keepalive: boolean }) => Promise<Delivery>;

/**
 * How long a delivery may take before it counts as failed. A busy Apps Script can take several
 * seconds (cold start, waiting for its lock); a lead that reached the sheet after we gave up is
 * sent again later and the endpoint keeps one row per id.
 */
export const SEND_TIMEOUT_MS = 10_000;

const answerSchema = z.union([
  z.object({ result: z.literal('success'), id: z.string() }),
  z.object({ result: z.literal('error'), error: z.optional(z.string()) }),
]);

const excerpt = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 60));

/** What an answer's body says about `id`. */
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
        // When the page closes first, the answer is lost: the lead stays in the outbox and is sent
        // again on the next visit, and the endpoint keeps one row per id.
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
