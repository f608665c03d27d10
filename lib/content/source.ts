// The source switch: Sanity with NEXT_PUBLIC_SANITY_PROJECT_ID, else the embedded dataset. Raw results or a fault.
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
    // The CDN in builds only: right after a publish webhook it may still hold the old document.
    useCdn: isBuildPhase(),
  };
}

export async function queryContent(query: string, params: Record<string, unknown>, what: string): Promise<unknown> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  if (projectId) return queryPublished(target(projectId), query, params, { deadline: renderDeadline(), what });
  try {
    return await queryLocal(query, params);
  } catch (error) {
    throw asContentFault(error, what);
  }
}

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
