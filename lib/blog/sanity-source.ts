// Sanity as a content source: next-sanity's client, published perspective, requests tagged so
// the publish webhook (app/api/revalidate) can revalidate exactly the pages that used them.
import 'server-only';
import { createClient } from 'next-sanity';
import { apiVersion, blogRevalidateSeconds } from '@/lib/blog/api';
import { env } from '@/lib/env';
import { studioBasePath } from '@/sanity/studio-path';

/** True while `next build` prerenders (both builds); false when `next start` regenerates a page. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

function createSanityClient(projectId: string) {
  return createClient({
    projectId,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion,
    perspective: 'published',
    // The API CDN is on for builds: a build starts long after the publish (or deploy hook) that
    // caused it, and the CDN is purged on publish. At runtime the server build only fetches to
    // regenerate a page — often right after the publish webhook, when the CDN may still hold
    // the old document and would freeze it into the regenerated page — so it asks the API.
    useCdn: isBuildPhase(),
    // Tests (and proxies) point the client at another host; it then must not prefix the host
    // with the project id.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    // A hanging API must not hold a regeneration (or the build) for the default five minutes.
    timeout: 5_000,
    maxRetries: 1,
    retryDelay: () => 300,
  });
}

let client: ReturnType<typeof createSanityClient> | undefined;

/** The site's one Sanity client (the preview's enable route adds the token to a copy). */
export function sanityClient(projectId: string) {
  client ??= createSanityClient(projectId);
  return client;
}

export function querySanity(
  projectId: string,
  query: string,
  params: Record<string, unknown>,
  tags: string[],
): Promise<unknown> {
  return sanityClient(projectId).fetch(query, params, { next: { revalidate: blogRevalidateSeconds, tags } });
}

/**
 * An editor's preview read: drafts in place of published documents (the `drafts` perspective,
 * which needs the Viewer token), strings stega-encoded so Visual Editing can map them back to
 * their fields in the Studio, never cached (Next also skips its cache in draft mode).
 */
export function querySanityDraft(
  projectId: string,
  query: string,
  params: Record<string, unknown>,
  token: string,
): Promise<unknown> {
  return sanityClient(projectId).fetch(query, params, {
    perspective: 'drafts',
    token,
    useCdn: false,
    stega: { enabled: true, studioUrl: studioBasePath },
    cache: 'no-store',
  });
}

/** An uncached read that says whether the content service answers right now (webhook probe). */
export function probeSanity(projectId: string, query: string): Promise<unknown> {
  return sanityClient(projectId).withConfig({ maxRetries: 0 }).fetch(query, {}, { cache: 'no-store' });
}
