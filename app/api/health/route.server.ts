// GET /api/health: whether this instance can serve (200 while it runs, 503 once it is stopping),
// and whether the two services behind it answer, for the balancer and uptime monitors. Server
// build only (a `.server.ts` route, left out of the export by next.config.ts `pageExtensions`). Cheap: the
// content service is asked at most every 10 seconds, Redis gets one PING bounded at 250 ms; never
// cached, and it names no host, key or secret.
import { redisAnswers } from '@/lib/cache/redis';
import { postsQuery } from '@/lib/blog/queries';
import { probeContentService } from '@/lib/content/source';
import { env } from '@/lib/env';
import { isDraining } from '@/lib/server/draining';

export const dynamic = 'force-dynamic';

const CONTENT_CHECK_EVERY_MS = 10_000;
let contentCheck: { at: number; answer: Promise<'up' | 'down'> } | undefined;

function contentAnswers(): Promise<'up' | 'down'> {
  if (!contentCheck || Date.now() - contentCheck.at > CONTENT_CHECK_EVERY_MS)
    contentCheck = {
      at: Date.now(),
      answer: probeContentService(postsQuery).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    };
  return contentCheck.answer;
}

export async function GET() {
  // Stopping (a rolling restart): the balancer should send nothing new here.
  if (isDraining())
    return Response.json({ status: 'stopping' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  const [redis, content] = await Promise.all([
    env.REDIS_URL ? redisAnswers(env.REDIS_URL).then((up) => (up ? 'up' : 'down')) : ('off' as const),
    env.NEXT_PUBLIC_SANITY_PROJECT_ID ? contentAnswers() : ('embedded' as const),
  ]);
  return Response.json(
    {
      status: 'ok',
      // 'off': one instance on its disk cache; 'down': serving from this instance's own cache.
      cache: { shared: redis !== 'off', redis },
      // 'embedded': the dataset built in; 'down': pages keep their last good versions.
      content,
      uptimeSeconds: Math.round(process.uptime()),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
