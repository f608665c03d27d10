// POST /api/revalidate: Sanity's publish webhook (server build only; `*.server.ts` route files
// are left out of the static export by next.config.ts `pageExtensions`).
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { postsQuery } from '@/lib/blog/queries';
import { probeContentService } from '@/lib/content/source';
import { createRevalidateHandler } from '@/lib/content/webhook';
import { env } from '@/lib/env';

export const POST = createRevalidateHandler({
  secret: env.SANITY_REVALIDATE_SECRET,
  // 'max' (stale-while-revalidate), not `{ expire: 0 }`: with immediate expiry the next request
  // blocks on the regeneration, and when that regeneration fails the visitor gets a 500 — the
  // e2e suite saw exactly that. With 'max' Next serves the last good page while it regenerates
  // and keeps it when regeneration fails. The warm-up after the response starts those
  // regenerations at once, so the first visitor after a publish normally sees the new content.
  revalidate: (tag) => revalidateTag(tag, 'max'),
  probe: () => probeContentService(postsQuery),
  warm: (paths, origin) =>
    Promise.all(
      paths.map(async (path) => {
        const response = await fetch(new URL(path, origin), {
          cache: 'no-store',
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        await response?.body?.cancel();
        return { path, status: response?.status ?? 0 };
      }),
    ),
  afterResponse: (task) => after(task),
  waitForConsistency: true,
});
