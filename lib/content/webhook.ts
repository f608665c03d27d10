// The Sanity publish webhook (app/api/revalidate): proof of the sender, then revalidation; dependencies injected for tests.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { staticRoutes } from '@/content/routes';
import { declaredOver, readAtMost } from '@/lib/bounded-body';
import {
  caseStudiesTag,
  caseStudyTag,
  categoriesTag,
  jobsTag,
  landingPagesTag,
  landingPageTag,
  logosTag,
  offerTag,
  postsTag,
  postTag,
  pricingTag,
  redirectsTag,
  settingsTag,
  shortsPageTag,
  productDemoVideosPageTag,
  videoProductionPageTag,
  aboutPageTag,
  careerPageTag,
  homePageTag,
  testimonialsTag,
} from '@/lib/content/config';
import { markRedirectsStale, redirectTableTags } from '@/lib/redirects/publish-signal';
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
  z.object({ _type: z.literal('category'), ...addressed }),
  z.object({ _type: z.literal('landingPage'), ...addressed }),
  z.object({ _type: z.literal('siteSettings'), _id: segment }),
  z.object({ _type: z.literal('pricingPage'), _id: segment }),
  z.object({ _type: z.literal('specialOffer'), _id: segment }),
  z.object({ _type: z.literal('testimonial'), _id: segment }),
  z.object({ _type: z.literal('clientLogos'), _id: segment }),
  z.object({ _type: z.literal('shortsPage'), _id: segment }),
  z.object({ _type: z.literal('productDemoVideosPage'), _id: segment }),
  z.object({ _type: z.literal('videoProductionPage'), _id: segment }),
  z.object({ _type: z.literal('aboutPage'), _id: segment }),
  z.object({ _type: z.literal('careerPage'), _id: segment }),
  z.object({ _type: z.literal('homePage'), _id: segment }),
  z.object({ _type: z.literal('redirect'), _id: segment }),
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
    case 'category': {
      // Posts carry their categories' titles: the lists (postsTag) and every post's own read (categoriesTag).
      const slugs = present(event.slug, event.previousSlug);
      return {
        tags: [postsTag, categoriesTag],
        paths: ['/blog', ...slugs.map((value) => `/blog/category/${encodeURIComponent(value)}`), '/sitemap.xml'],
      };
    }
    // Every page shows the settings (the booking buttons, the footer, the JSON-LD): the tag reaches them all; the
    // pages regenerated at once are the static ones, the rest on their next visit.
    case 'siteSettings':
      return { tags: [settingsTag], paths: staticRoutes.map((route) => route.path) };
    case 'landingPage': {
      // The address list (landingPagesTag) lets a new or renamed page answer at once, and the old address stop.
      const slugs = present(event.slug, event.previousSlug);
      return {
        tags: [landingPagesTag, ...slugs.map(landingPageTag)],
        paths: [...slugs.map((value) => `/${encodeURIComponent(value)}`), '/sitemap.xml'],
      };
    }
    case 'pricingPage':
      return { tags: [pricingTag], paths: ['/pricing'] };
    case 'shortsPage':
      return { tags: [shortsPageTag], paths: ['/shorts'] };
    case 'productDemoVideosPage':
      return { tags: [productDemoVideosPageTag], paths: ['/product-demo-videos'] };
    case 'videoProductionPage':
      return { tags: [videoProductionPageTag], paths: ['/video-production'] };
    case 'aboutPage':
      return { tags: [aboutPageTag], paths: ['/about'] };
    case 'careerPage':
      return { tags: [careerPageTag], paths: ['/career'] };
    // The home page's words; the landing pages that show its services, process, testimonials' heading or logos'
    // title read the same tag, so they regenerate on their next visit.
    case 'homePage':
      return { tags: [homePageTag], paths: ['/'] };
    // The offer and the testimonials are on the home page only.
    case 'specialOffer':
      return { tags: [offerTag], paths: ['/'] };
    case 'testimonial':
      return { tags: [testimonialsTag], paths: ['/'] };
    // The home page's strip, regenerated at once; every landing page with a logos section read the logos under
    // the same tag, and regenerates on its next visit.
    case 'clientLogos':
      return { tags: [logosTag], paths: ['/'] };
    // No page shows a redirect: the tag tells every instance's redirect table to read the list again
    // (lib/redirects/publish-signal.ts), and the handler below tells this instance's at once.
    case 'redirect':
      return { tags: [redirectsTag], paths: [] };
  }
}

export type RevalidateDeps = {
  secret: string | undefined;
  revalidate: (tag: string) => void;
  probe: () => Promise<void>;
  /** Regenerates the pages on this instance itself, never through the public origin (a proxy's). */
  warm: (paths: string[]) => Promise<{ path: string; status: number }[]>;
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

/** Far above a real delivery (a projection of a few fields): a bigger body is refused unread. */
export const webhookBodyMaxBytes = 64 * 1024;

/** Sanity's secret is shared text: shorter than this it could be guessed (lib/env.ts refuses it at start). */
export const webhookSecretMinLength = 32;

/** Sanity names each delivery with this header; its retries of one delivery carry the same key. */
export const idempotencyHeader = 'idempotency-key';

/** How long a delivery's key is remembered: longer than a signature is accepted, so a replay is refused either way. */
export const deliveryMemorySeconds = (2 * signatureToleranceMs) / 1000;

/** What Sanity waits for before it can read what it just published (next-sanity's parseBody waits as long). */
const consistencyWaitMs = 3_000;

const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const SIGNATURE = /^t=(\d+)[, ]+v1=([^, ]+)$/;

/** The body as text, or null past `maxBytes`: a stranger's upload costs at most that. */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (declaredOver(request.headers, maxBytes) !== undefined) return null;
  return (await readAtMost(request.body, maxBytes))?.toString('utf8') ?? null;
}

/** Sanity's signature (@sanity/webhook's scheme), compared in constant time: the library compares with `!==`. */
function signatureMatches(body: string, timestamp: string, digest: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(digest, 'base64url');
  // A base64url digest that does not round-trip (padding, other characters) is not Sanity's.
  return given.length === expected.length && given.toString('base64url') === digest && timingSafeEqual(given, expected);
}

export function createRevalidateHandler(deps: RevalidateDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? console.error;

  return async function POST(request: NextRequest): Promise<Response> {
    if (!deps.secret || deps.secret.length < webhookSecretMinLength) {
      log(`[content] webhook refused: SANITY_REVALIDATE_SECRET is not set or shorter than ${webhookSecretMinLength}`);
      return answer(401, { message: 'Webhook secret not configured' });
    }
    // Who sent it is settled before the body is parsed: a stranger's delivery is a 401 whatever it holds.
    const signature = request.headers.get(signatureHeader);
    const match = signature ? SIGNATURE.exec(signature.trim()) : null;
    if (!match) return answer(401, { message: 'Missing or malformed signature' });
    const [, timestamp, digest] = match as unknown as [string, string, string];
    // The signature covers the timestamp: an old delivery cannot be replayed with a new one.
    if (Math.abs(now() - Number(timestamp)) > signatureToleranceMs)
      return answer(401, { message: 'Signature expired' });

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

    // A delivery is known by Sanity's key, and by its signature: a replay with the key left out is one too.
    const key = request.headers.get(idempotencyHeader)?.trim().slice(0, 200);
    const deliveries = [`signature:${digest}`, ...(key ? [`key:${key}`] : [])];
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

    deps.afterResponse(async () => {
      // Next abandons a regeneration that fails here, keeps the last good page and retries within 30 s.
      const warmed = await deps.warm(paths).catch(() => paths.map((path) => ({ path, status: 0 })));
      const failed = warmed.filter((page) => page.status === 0 || page.status >= 500).map((page) => page.path);
      if (failed.length > 0)
        log(`[content] webhook: regeneration failed for ${failed.join(', ')}; the last good pages stay`);
      else log(`[content] webhook: regenerated ${paths.join(', ')}`);
    });
    return answer(200, { revalidated: true, tags, regenerating: paths, now: now() });
  };
}
