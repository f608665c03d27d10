// POST /api/revalidate: Sanity's publish webhook (server build only; `*.server.ts` route files
// are left out of the static export by next.config.ts `pageExtensions`).
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { postsQuery } from '@/lib/blog/queries';
import { probeContentService } from '@/lib/blog/source';
import { createRevalidateHandler } from '@/lib/blog/webhook';
import { env } from '@/lib/env';

export const POST = createRevalidateHandler({
  secret: env.SANITY_REVALIDATE_SECRET,
  // `{ expire: 0 }`: the next request for a tagged page renders it fresh instead of serving the
  // old page once more (Next's docs: the form for webhooks). The probe before it keeps an outage
  // from expiring anything; the warm-up after the response regenerates the pages at once.
  revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  probe: () => probeContentService(postsQuery),
  warm: (paths, origin) =>
    Promise.all(
      paths.map(async (path) => {
        const response = await fetch(new URL(path, origin), { cache: 'no-store', signal: AbortSignal.timeout(30_000) }).catch(() => null);
        await response?.body?.cancel();
        return { path, status: response?.status ?? 0 };
      }),
    ),
  afterResponse: (task) => after(task),
  waitForConsistency: true,
});
