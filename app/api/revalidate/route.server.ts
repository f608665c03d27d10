// POST /api/revalidate: Sanity's publish webhook (server build only: `.server.ts` is left out of the export).
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { postsQuery } from '@/lib/blog/queries';
import { claimDelivery, releaseDelivery } from '@/lib/content/deliveries';
import { probeContentService } from '@/lib/content/source';
import { createRevalidateHandler } from '@/lib/content/webhook/handler';
import { env } from '@/lib/env';
import { ownAddress } from '@/lib/server/own-address';

export const POST = createRevalidateHandler({
  secret: env.SANITY_REVALIDATE_SECRET,
  // 'max', not `{ expire: 0 }`: serve the last good page while regenerating, and keep it if that fails.
  revalidate: (tag) => revalidateTag(tag, 'max'),
  probe: () => probeContentService(postsQuery),
  warm: (paths) =>
    Promise.all(
      paths.map(async (path) => {
        const response = await fetch(new URL(path, ownAddress()), {
          cache: 'no-store',
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null);
        await response?.body?.cancel();
        return { path, status: response?.status ?? 0 };
      }),
    ),
  afterResponse: (task) => after(task),
  claimDelivery,
  releaseDelivery,
  waitForConsistency: true,
});
