// next-sanity's client, for the editors' preview and its enable route only (public reads: query-api.ts).
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
    // Tests point the client at another host, which must not be prefixed with the project id.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    // A hanging API must not hold an editor's page for the default five minutes.
    timeout: 5_000,
    maxRetries: 1,
    retryDelay: () => 300,
  });
}

let client: ReturnType<typeof createSanityClient> | undefined;

export function sanityClient(projectId: string) {
  client ??= createSanityClient(projectId);
  return client;
}

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
