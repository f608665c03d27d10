// The source switch: Sanity when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise the embedded
// dataset. Callers get raw query results; lib/blog/posts.ts parses them.
import 'server-only';
import { queryLocal } from '@/lib/blog/local-source';
import { probeSanity, querySanity } from '@/lib/blog/sanity-source';
import { env } from '@/lib/env';

export const contentSource = env.NEXT_PUBLIC_SANITY_PROJECT_ID ? 'sanity' : 'embedded';

export function runQuery(query: string, params: Record<string, unknown>, tags: string[]): Promise<unknown> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  return projectId ? querySanity(projectId, query, params, tags) : queryLocal(query, params);
}

/** Resolves when the content service answers; rejects with its error otherwise. */
export async function probeContentService(query: string): Promise<void> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  await (projectId ? probeSanity(projectId, query) : queryLocal(query, {}));
}
