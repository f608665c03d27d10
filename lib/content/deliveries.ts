// Webhook deliveries already acted on, by Sanity's idempotency key: in Redis when the instances share one (a
// repeat may reach another instance), else in this process. A repeat is acknowledged and revalidates nothing.
import 'server-only';
import { deliveryMemorySeconds } from '@/lib/content/webhook/idempotency';
import { redisNamespace, withRedis } from '@/lib/cache/redis';
import { env } from '@/lib/env';

const local = new Map<string, number>();
const LOCAL_MAX = 1_000;

function claimLocally(key: string, now = Date.now()): boolean {
  for (const [seen, until] of local) if (until <= now || local.size >= LOCAL_MAX) local.delete(seen);
  if ((local.get(key) ?? 0) > now) return false;
  local.set(key, now + deliveryMemorySeconds * 1000);
  return true;
}

const redisKey = (key: string) => `${redisNamespace()}:delivery:${key}`;

export async function claimDelivery(key: string): Promise<boolean> {
  if (env.REDIS_URL) {
    const claimed = await withRedis(env.REDIS_URL, (client) =>
      client.set(redisKey(key), '1', { NX: true, EX: deliveryMemorySeconds }),
    );
    // Redis unavailable: this instance's memory is the best there is.
    if (claimed !== undefined) return claimed === 'OK';
  }
  return claimLocally(key);
}

export async function releaseDelivery(key: string): Promise<void> {
  local.delete(key);
  if (env.REDIS_URL) await withRedis(env.REDIS_URL, (client) => client.del(redisKey(key)));
}
