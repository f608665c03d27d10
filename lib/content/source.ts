// The source switch: Sanity when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise the embedded
// dataset. Callers get raw query results or a ContentFault; lib/content/load.ts parses them.
import 'server-only';
import { asContentFault } from '@/lib/content/faults';
import { renderDeadline, renderBudgetMs } from '@/lib/content/limits';
import { queryLocal } from '@/lib/content/local-source';
import { isBuildPhase } from '@/lib/content/phase';
import { previewToken } from '@/lib/content/preview';
import { queryPublished, type QueryApiTarget } from '@/lib/content/query-api';
import { querySanityDraft } from '@/lib/content/sanity-client';
import { env } from '@/lib/env';

export const contentSource = env.NEXT_PUBLIC_SANITY_PROJECT_ID ? 'sanity' : 'embedded';

function target(projectId: string): QueryApiTarget {
  return {
    projectId,
    dataset: env.NEXT_PUBLIC_SANITY_DATASET,
    apiHost: env.SANITY_API_HOST,
    // The API CDN for builds: a build starts long after the publish (or deploy hook) that caused
    // it, and the CDN is purged on publish. At run time the server build reads only to regenerate
    // a page, often right after the publish webhook, when the CDN may still hold the old document
    // and would freeze it into the regenerated page: it asks the API.
    useCdn: isBuildPhase(),
  };
}

/** Published documents: the raw result of `query`, within the render's time budget. */
export async function queryContent(query: string, params: Record<string, unknown>, what: string): Promise<unknown> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  if (projectId) return queryPublished(target(projectId), query, params, { deadline: renderDeadline(), what });
  try {
    return await queryLocal(query, params);
  } catch (error) {
    throw asContentFault(error, what);
  }
}

/** An editor's preview: drafts in place of published documents (lib/content/preview.ts). */
export async function queryDrafts(query: string, params: Record<string, unknown>, what: string): Promise<unknown> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  const token = previewToken();
  if (!projectId || !token) return queryContent(query, params, what);
  try {
    return await querySanityDraft(projectId, query, params, token);
  } catch (error) {
    throw asContentFault(error, what);
  }
}

/** Resolves when the content service answers a query now; rejects with a ContentFault otherwise. */
export async function probeContentService(query: string): Promise<void> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  if (!projectId) return void (await queryLocal(query, {}));
  await queryPublished(
    target(projectId),
    query,
    {},
    {
      deadline: Date.now() + renderBudgetMs,
      what: 'probing the content service',
    },
  );
}
