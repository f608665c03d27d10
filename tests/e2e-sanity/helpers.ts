// What the Sanity-mode specs share: the stack's addresses, the fake API's control port, a signed
// publish webhook, and the memory of a running server.
import { createHmac } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { sanityE2e } from '../fixtures/e2e-builds';
import { serverName, stackPorts, stackUrls } from '../fixtures/sanity-stack';

/** The addresses of this worker's stack. */
export const urls = stackUrls(stackPorts());

/** POST to the fake's control port (/mode, /documents, /reset). */
export const control = (request: APIRequestContext, path: string, data?: unknown) =>
  request.post(`${urls.control}${path}`, { data: data ?? {} });

/** A document of the fake's dataset as it is now (to edit it and upsert it again). */
export const fakeDocument = async (request: APIRequestContext, id: string): Promise<Record<string, unknown>> =>
  (await request.get(`${urls.control}/documents/${encodeURIComponent(id)}`)).json();

export const fakeStats = async (
  request: APIRequestContext,
): Promise<{ mode: string; queries: number; redirectReads: number }> =>
  (await request.get(`${urls.control}/stats`)).json();

/** Sanity's publish webhook, signed with the build's secret, sent to `origin` (default: solo). */
export async function sendWebhook(
  request: APIRequestContext,
  event: Record<string, unknown>,
  origin = urls.solo,
  { ignoreHTTPSErrors = false, headers = {} }: { ignoreHTTPSErrors?: boolean; headers?: Record<string, string> } = {},
) {
  const body = JSON.stringify(event);
  const timestamp = Date.now();
  const digest = createHmac('sha256', sanityE2e.secret).update(`${timestamp}.${body}`).digest('base64url');
  return request.post(`${origin}/api/revalidate`, {
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': `t=${timestamp},v1=${digest}`,
      ...headers,
    },
    data: body,
    timeout: 60_000,
    ignoreHTTPSErrors,
  });
}

/** The resident memory of a stack server, in MB, from /proc (the PIDs come from global-setup.ts). */
export function residentMb(name: string): number {
  const pid = (JSON.parse(process.env.SANITY_STACK_PIDS ?? '{}') as Record<string, number>)[serverName(name)];
  if (!pid) throw new Error(`no PID for ${name} in SANITY_STACK_PIDS`);
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match![1]) / 1024;
}

/** A published post for the fake's dataset (an author reference, one paragraph). */
export const newPost = (slug: string, title: string, publishedAt = new Date().toISOString()) => ({
  _id: `post-${slug}`,
  _type: 'post',
  title,
  slug: { _type: 'slug', current: slug },
  publishedAt,
  excerpt: `${title}: the excerpt.`,
  author: { _type: 'reference', _ref: 'author-marta-silva' },
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's1', text: `${title}: the body.`, marks: [] }],
    },
  ],
});

/** A testimonial the embedded dataset does not have (Brightlane, fifth in the carousel), for the fake's dataset. */
export const newTestimonial = (mediaId = 't5e8g2v6qz') => ({
  _id: 'testimonial-brightlane',
  _type: 'testimonial',
  order: 5,
  company: 'Brightlane',
  authorName: 'Ines Duarte',
  authorRole: 'Head of Marketing',
  profileUrl: 'https://www.linkedin.com/in/ines-duarte-brightlane',
  quote: 'Our launch video filled the waiting list in a week.',
  tint: 'amber',
  duration: '1:05',
  mediaId,
});

/** What this worker's stack's server `name` logs from now on (test-results/servers/<name>.log), as a reader. */
export function logFromNow(name: string): () => string {
  const file = join('test-results', 'servers', `${serverName(name)}.log`);
  const start = statSync(file).size;
  return () => readFileSync(file).subarray(start).toString('utf8');
}
