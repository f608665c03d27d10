// GET /api/health: 200 while serving, 503 once stopping, for the balancer (server build only). Whether the content
// service and Redis answer, and the uptime, only to a monitor: a request sent from this machine straight to the
// instance, or one with HEALTH_TOKEN. Never cached; names no host or secret.
import { createHash, timingSafeEqual } from 'node:crypto';
import { redisAnswers } from '@/lib/cache/redis';
import { postsQuery } from '@/lib/blog/queries';
import { probeContentService } from '@/lib/content/source';
import { env } from '@/lib/env';
import { directRequestHeader } from '@/lib/server/direct-request';
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

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <HEALTH_TOKEN>`, compared in constant time. */
function carriesToken(request: Request): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  return !!env.HEALTH_TOKEN && !!given && timingSafeEqual(digest(given), digest(env.HEALTH_TOKEN));
}

export async function GET(request: Request) {
  if (isDraining())
    return Response.json({ status: 'stopping' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  if (request.headers.get(directRequestHeader) !== '1' && !carriesToken(request))
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
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
