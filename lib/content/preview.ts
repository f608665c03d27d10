// The editors' preview of the blog (Next's draft mode, entered from Sanity's Presentation tool):
// whether it can be on in this build, and whether this request is in it. Server build only: the
// export has no server to read drafts with a token, and the embedded dataset has no drafts.
import 'server-only';
import { draftMode } from 'next/headers';
import { env, isExport } from '@/lib/env';

/** Why the preview is off in this build, or null when it can be used. */
export function previewUnavailable(): string | null {
  if (isExport) return 'the static export has no server to render drafts';
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID)
    return 'NEXT_PUBLIC_SANITY_PROJECT_ID is not set (the blog runs on the embedded dataset)';
  if (!env.SANITY_API_READ_TOKEN) return 'SANITY_API_READ_TOKEN (a Viewer token) is not set on the server';
  return null;
}

/** The token that reads drafts; only ever read on the server. */
export const previewToken = () => env.SANITY_API_READ_TOKEN;

/** True when this request is an editor's preview (draft mode on and the preview available). */
export async function isPreview(): Promise<boolean> {
  if (previewUnavailable()) return false;
  return (await draftMode()).isEnabled;
}
