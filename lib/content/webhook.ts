// The Sanity publish webhook (app/api/revalidate): signature, freshness and body checks, then
// the revalidation of what the changed document appears on (revalidationFor). Dependencies are
// injected so the unit tests exercise the real logic.
import { parseBody } from 'next-sanity/webhook';
import type { NextRequest } from 'next/server';
import { caseStudiesTag, caseStudyTag, jobsTag, postsTag, postTag } from '@/lib/content/config';
import { z } from '@/lib/zod';

/** The header Sanity signs deliveries with (the name @sanity/webhook checks). */
export const signatureHeader = 'sanity-webhook-signature';

/** A signature older (or further in the future) than this is a replay: refused. */
export const signatureToleranceMs = 5 * 60 * 1000;

const segment = z.string().trim().min(1).max(200);
const addressed = { _id: segment, slug: segment.nullish(), previousSlug: segment.nullish() };

/** What the webhook's projection sends (docs/deploy.md): `{_id, _type, slug, previousSlug}`. A
 * slug that is not text (a document broken through the API) is not an event: nothing is revalidated,
 * so the pages keep their last good versions. */
export const contentEventSchema = z.discriminatedUnion('_type', [
  z.object({ _type: z.literal('post'), ...addressed }),
  z.object({ _type: z.literal('caseStudy'), ...addressed }),
  z.object({ _type: z.literal('jobOpening'), _id: segment }),
]);

export type ContentEvent = z.output<typeof contentEventSchema>;

const present = (...values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];

/** The cache tags a changed document revalidates, and the pages to regenerate at once: its own
 * page (at its old address too, after a rename), the list it is on, and the sitemap and feed. */
export function revalidationFor(event: ContentEvent): { tags: string[]; paths: string[] } {
  switch (event._type) {
    case 'post': {
      // A post without a slug is reached by its id.
      const segments = present(event.slug ?? event._id, event.previousSlug);
      return {
        tags: [postsTag, ...segments.map(postTag)],
        paths: [
          '/blog',
          ...segments.map((value) => `/blog/${encodeURIComponent(value)}`),
          '/blog/feed.xml',
          '/sitemap.xml',
        ],
      };
    }
    case 'caseStudy': {
      // A case study without a slug has a card on the list and no page of its own.
      const slugs = present(event.slug, event.previousSlug);
      return {
        tags: [caseStudiesTag, ...slugs.map(caseStudyTag)],
        paths: ['/case-studies', ...slugs.map((value) => `/case-studies/${encodeURIComponent(value)}`), '/sitemap.xml'],
      };
    }
    case 'jobOpening':
      return { tags: [jobsTag], paths: ['/career'] };
  }
}

export type RevalidateDeps = {
  secret: string | undefined;
  /** next/cache revalidateTag for one tag (the route uses the stale-while-revalidate profile). */
  revalidate: (tag: string) => void;
  /** Resolves when the content service answers (so nothing is expired during an outage). */
  probe: () => Promise<void>;
  /**
   * Requests the expired pages once, so they regenerate right away — while the service has just
   * answered — rather than on a visitor's request; resolves with each page's HTTP status.
   */
  warm: (paths: string[], origin: string) => Promise<{ path: string; status: number }[]>;
  /** Runs work after the response (next/server `after`): Next applies revalidated tags only
   * once the handler has returned, so the pages can be regenerated only then. */
  afterResponse: (task: () => Promise<void>) => void;
  /** parseBody's wait for Content Lake's eventual consistency (off in unit tests). */
  waitForConsistency: boolean;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
};

const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const SIGNATURE = /^t=(\d+)[, ]+v1=([^, ]+)$/;

export function createRevalidateHandler(deps: RevalidateDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console.error;

  return async function POST(request: NextRequest): Promise<Response> {
    if (!deps.secret) {
      log('[content] webhook refused: SANITY_REVALIDATE_SECRET is not set');
      return answer(401, { message: 'Webhook secret not configured' });
    }
    const signature = request.headers.get(signatureHeader);
    const match = signature ? SIGNATURE.exec(signature.trim()) : null;
    if (!match) return answer(401, { message: 'Missing or malformed signature' });
    // @sanity/webhook checks the HMAC, not the age: refuse replays of old deliveries here.
    if (Math.abs(now() - Number(match[1])) > signatureToleranceMs) return answer(401, { message: 'Signature expired' });

    let parsed: Awaited<ReturnType<typeof parseBody>>;
    try {
      parsed = await parseBody(request, deps.secret, deps.waitForConsistency);
    } catch {
      // The signature matched but the body is not JSON.
      return answer(400, { message: 'Body is not JSON' });
    }
    if (parsed.isValidSignature !== true) return answer(401, { message: 'Invalid signature' });

    const event = contentEventSchema.safeParse(parsed.body);
    if (!event.success) return answer(400, { message: 'Not a post, case study or job opening event' });

    try {
      await deps.probe();
    } catch (error) {
      // Expiring pages now would make the next visitor wait on a failing service; Sanity
      // retries failed deliveries, so the pages refresh once the service answers again.
      log('[content] webhook: content service unavailable, nothing revalidated', error);
      return answer(503, { message: 'Content service unavailable; retry later' }, { 'Retry-After': '30' });
    }

    const { tags, paths } = revalidationFor(event.data);
    for (const tag of tags) deps.revalidate(tag);

    deps.afterResponse(async () => {
      // A regeneration that fails here (the service broke since the probe) is abandoned by
      // Next, which keeps the last good page and retries within 30 seconds.
      const warmed = await deps
        .warm(paths, request.nextUrl.origin)
        .catch(() => paths.map((path) => ({ path, status: 0 })));
      const failed = warmed.filter((page) => page.status === 0 || page.status >= 500).map((page) => page.path);
      if (failed.length > 0)
        log(`[content] webhook: regeneration failed for ${failed.join(', ')}; the last good pages stay`);
    });
    return answer(200, { revalidated: true, tags, regenerating: paths, now: now() });
  };
}
