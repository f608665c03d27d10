// The source switch: Sanity when NEXT_PUBLIC_SANITY_PROJECT_ID is set, otherwise the embedded
// dataset. Callers get raw query results; lib/blog/posts.ts parses them.
import 'server-only';
import { queryLocal } from '@/lib/blog/local-source';
import { previewToken } from '@/lib/blog/preview';
import { probeSanity, querySanity, querySanityDraft } from '@/lib/blog/sanity-source';
import { env } from '@/lib/env';

export const contentSource = env.NEXT_PUBLIC_SANITY_PROJECT_ID ? 'sanity' : 'embedded';

/** `preview`: an editor's preview (lib/blog/preview.ts), which reads drafts with the token. */
export function runQuery(
  query: string,
  params: Record<string, unknown>,
  tags: string[],
  { preview = false } = {},
): Promise<unknown> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  const token = previewToken();
  if (preview && projectId && token) return querySanityDraft(projectId, query, params, token);
  return projectId ? querySanity(projectId, query, params, tags) : queryLocal(query, params);
}

/** Resolves when the content service answers; rejects with its error otherwise. */
export async function probeContentService(query: string): Promise<void> {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  await (projectId ? probeSanity(projectId, query) : queryLocal(query, {}));
}
