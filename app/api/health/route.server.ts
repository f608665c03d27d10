// GET /api/health: 200 while serving, 503 once stopping, plus whether the content service and Redis
// answer, for the balancer and monitors (server build only). Never cached; names no host or secret.
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
