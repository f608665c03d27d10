// Published reads from Sanity's HTTP query API, bounded in size and time; anything but its JSON is a fault.
// Learn more: docs/decisions/0017-content-read-bounded-and-cached-after-validation.md
import 'server-only';
import { declaredOver, readAtMost } from '@/lib/bounded-body';
import { apiVersion } from '@/lib/content/config';
import { asContentFault, ContentFault } from '@/lib/content/faults';
import { maxAnswerBytes, retryIfLeftMs } from '@/lib/content/limits';

export type QueryApiTarget = {
  projectId: string;
  dataset: string;
  apiHost?: string; // tests use a local fake
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

export async function readBounded(response: Response, limit: number, what: string): Promise<string> {
  const declared = declaredOver(response.headers, limit);
  if (declared !== undefined) {
    await response.body?.cancel();
    throw new ContentFault('oversize', `${what}: answer of ${declared} bytes refused (limit ${limit})`);
  }
  const bytes = await readAtMost(response.body, limit);
  if (bytes === null)
    throw new ContentFault('oversize', `${what}: answer over ${limit} bytes refused, stopped reading`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ContentFault('garbled', `${what}: answer is not UTF-8`);
  }
}

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

/** `deadline` (epoch ms) bounds the whole read, its one retry included. */
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
