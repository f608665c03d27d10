// Published reads from Sanity's HTTP query API (GET /v{version}/data/query/{dataset}), bounded:
// an answer is read as a stream and refused past maxAnswerBytes, every read ends by the render's
// deadline, and anything but the API's JSON envelope is a fault. The site reads published content
// this way rather than through next-sanity's client, which reads a whole body into memory before
// it can be checked, retries on its own timer and puts the raw answer into Next's data cache;
// validated results are cached one level up (lib/content/load.ts). The editors' preview still
// uses the client (lib/content/sanity-client.ts): it needs stega encoding and is never cached.
import 'server-only';
import { apiVersion } from '@/lib/content/config';
import { asContentFault, ContentFault } from '@/lib/content/faults';
import { maxAnswerBytes, retryIfLeftMs } from '@/lib/content/limits';

export type QueryApiTarget = {
  projectId: string;
  dataset: string;
  /** Another host for the API (tests use a local fake); otherwise Sanity's own. */
  apiHost?: string;
  /** Sanity's API CDN (cached at the edge, purged on publish) instead of the live API. */
  useCdn: boolean;
};

/** Sanity answers GET up to about 11 KB of URL; longer queries go as POST. */
const MAX_GET_URL = 11_000;

export function queryUrl(target: QueryApiTarget): string {
  const host = target.apiHost ?? `https://${target.projectId}.${target.useCdn ? 'apicdn' : 'api'}.sanity.io`;
  return `${host}/v${apiVersion}/data/query/${encodeURIComponent(target.dataset)}`;
}

function request(target: QueryApiTarget, query: string, params: Record<string, unknown>, signal: AbortSignal) {
  const base = queryUrl(target);
  const search = new URLSearchParams({ query, perspective: 'published', returnQuery: 'false' });
  for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value));
  const get = `${base}?${search}`;
  const init: RequestInit = { cache: 'no-store', signal, headers: { accept: 'application/json' } };
  if (get.length <= MAX_GET_URL) return fetch(get, init);
  return fetch(`${base}?perspective=published&returnQuery=false`, {
    ...init,
    method: 'POST',
    headers: { ...init.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, params }),
  });
}

/** The body as text, read chunk by chunk and abandoned as soon as it outgrows `limit`. */
export async function readBounded(response: Response, limit: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new ContentFault('oversize', `${what}: answer of ${declared} bytes refused (limit ${limit})`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ContentFault('oversize', `${what}: answer over ${limit} bytes refused, stopped reading`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ContentFault('garbled', `${what}: answer is not UTF-8`);
  }
}

/** The `result` of the API's JSON envelope `{ result, ms, … }`; anything else is garbled. */
export function resultOf(body: string, what: string): unknown {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    throw new ContentFault('garbled', `${what}: answer is not JSON (${body.length} characters, cut short?)`);
  }
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope) || !('result' in envelope))
    throw new ContentFault('garbled', `${what}: answer has no "result"`);
  return envelope.result;
}

const retryable = (fault: ContentFault) =>
  fault.kind === 'unreachable' || (fault.kind === 'status' && /\b(5\d\d|429)\b/.test(fault.message));

/**
 * Runs a GROQ query against the published perspective and returns its raw result, or throws a
 * ContentFault. `deadline` (epoch ms) bounds the whole read, one retry included.
 */
export async function queryPublished(
  target: QueryApiTarget,
  query: string,
  params: Record<string, unknown>,
  { deadline, what }: { deadline: number; what: string },
): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    const left = deadline - Date.now();
    if (left <= 0) throw new ContentFault('timeout', `${what}: no time left in this render's budget`);
    try {
      const response = await request(target, query, params, AbortSignal.timeout(left));
      if (!response.ok) {
        await response.body?.cancel();
        throw new ContentFault('status', `${what}: the content API answered ${response.status}`);
      }
      return resultOf(await readBounded(response, maxAnswerBytes, what), what);
    } catch (error) {
      const fault = asContentFault(error, what);
      if (attempt > 0 || !retryable(fault) || deadline - Date.now() < retryIfLeftMs) throw fault;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
