// This instance's redirect table, read through the content source (Sanity's query API, or the embedded dataset
// once). Outside a render React's cache keeps nothing, so each read gets the content layer's own time budget.
// Another instance's publish shows in Redis as a new revalidation time of the table's tags: one small read of
// Redis every few seconds while the instance serves, none of the content service.
import 'server-only';
import { redisNamespace, withRedis } from '@/lib/cache/redis';
import { contentSource, queryContent } from '@/lib/content/source';
import { env } from '@/lib/env';
import { localPublishes, redirectTableTags, tagStateKeys } from '@/lib/redirects/publish-signal';
import { redirectsQuery } from '@/lib/redirects/queries';
import { createRedirectTable } from '@/lib/redirects/table';

const redisUrl = env.REDIS_URL;

/** The tags' revalidation times as the cache handler shares them, as one string; undefined when Redis is away. */
async function sharedPublishes(url: string): Promise<string | undefined> {
  const [stale, expired] = tagStateKeys(redisNamespace());
  const states = await withRedis(url, (client) =>
    Promise.all([client.hmGet(stale, [...redirectTableTags]), client.hmGet(expired, [...redirectTableTags])]),
  );
  return states === undefined ? undefined : JSON.stringify(states);
}

export const siteRedirects = createRedirectTable({
  read: () => queryContent(redirectsQuery, {}, 'reading the redirects'),
  localPublishes,
  sharedPublishes: redisUrl ? () => sharedPublishes(redisUrl) : undefined,
  once: contentSource === 'embedded',
});
