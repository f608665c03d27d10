// next-sanity's client, for what only the client does: the editors' preview (drafts read with the
// Viewer token, strings stega-encoded for Visual Editing) and the preview's enable route. Public
// pages read published content through lib/content/query-api.ts, which bounds every answer.
import 'server-only';
import { createClient } from 'next-sanity';
import { apiVersion } from '@/lib/content/config';
import { env } from '@/lib/env';
import { studioBasePath } from '@/sanity/studio-path';

function createSanityClient(projectId: string) {
  return createClient({
    projectId,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiVersion,
    perspective: 'published',
    // Drafts change by the keystroke: always the live API, never the CDN.
    useCdn: false,
    // Tests (and proxies) point the client at another host; it then must not prefix the host
    // with the project id.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    // A hanging API must not hold an editor's page for the default five minutes.
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
