// How an instance's redirect table learns of a publish without polling the content service: this instance's
// webhook bumps a counter; another's shows as a new revalidation time of the tags below in Redis, where the
// cache handler records every instance's revalidations (lib/cache/cache-handler.ts).
import { caseStudiesTag, landingPagesTag, postsTag, redirectsTag } from '../content/config.ts';

/** A publish that revalidates one of these may change the table: a redirect, or a page that wins over one. */
export const redirectTableTags: readonly string[] = [redirectsTag, postsTag, caseStudiesTag, landingPagesTag];

// On globalThis: the webhook's route and the proxy are bundled apart but run in one process.
const KEY = Symbol.for('launchframe.redirect-publishes');
const registry = globalThis as typeof globalThis & { [KEY]?: number };

/** The publish webhook on this instance: the table is read again before its next answer. */
export function markRedirectsStale(): void {
  registry[KEY] = (registry[KEY] ?? 0) + 1;
}

/** Changes with each markRedirectsStale() in this process. */
export const localPublishes = (): number => registry[KEY] ?? 0;

/** The cache handler's Redis hashes of the tags' last revalidation (stale, expired): field = tag, value = time. */
export const tagStateKeys = (namespace: string) => [`${namespace}:tags:stale`, `${namespace}:tags:expired`] as const;
