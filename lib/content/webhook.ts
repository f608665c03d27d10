// The Sanity publish webhook (app/api/revalidate): checks, then revalidation; dependencies injected for tests.
import { parseBody } from 'next-sanity/webhook';
import type { NextRequest } from 'next/server';
import { caseStudiesTag, caseStudyTag, jobsTag, postsTag, postTag } from '@/lib/content/config';
import { z } from '@/lib/zod';

export const signatureHeader = 'sanity-webhook-signature';

export const signatureToleranceMs = 5 * 60 * 1000;

const segment = z.string().trim().min(1).max(200);
const addressed = { _id: segment, slug: segment.nullish(), previousSlug: segment.nullish() };

/** A slug that is not text is no event: the pages keep their last good versions. */
export const contentEventSchema = z.discriminatedUnion('_type', [
  z.object({ _type: z.literal('post'), ...addressed }),
  z.object({ _type: z.literal('caseStudy'), ...addressed }),
  z.object({ _type: z.literal('jobOpening'), _id: segment }),
]);

export type ContentEvent = z.output<typeof contentEventSchema>;

const present = (...values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];

/** The tags and pages a change touches: its page (at the old address too, after a rename), list, sitemap, feed. */
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
  revalidate: (tag: string) => void;
  probe: () => Promise<void>;
  warm: (paths: string[], origin: string) => Promise<{ path: string; status: number }[]>;
  /** next/server `after`: Next applies revalidated tags only once the handler has returned. */
  afterResponse: (task: () => Promise<void>) => void;
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
      return answer(400, { message: 'Body is not JSON' });
    }
    if (parsed.isValidSignature !== true) return answer(401, { message: 'Invalid signature' });

    const event = contentEventSchema.safeParse(parsed.body);
    if (!event.success) return answer(400, { message: 'Not a post, case study or job opening event' });

    try {
      await deps.probe();
    } catch (error) {
      // Expiring pages now would make visitors wait on a failing service; Sanity retries the delivery.
      log('[content] webhook: content service unavailable, nothing revalidated', error);
      return answer(503, { message: 'Content service unavailable; retry later' }, { 'Retry-After': '30' });
    }

    const { tags, paths } = revalidationFor(event.data);
    for (const tag of tags) deps.revalidate(tag);

    deps.afterResponse(async () => {
      // Next abandons a regeneration that fails here, keeps the last good page and retries within 30 s.
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
