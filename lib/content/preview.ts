// The editors' preview (draft mode). Server build only: the export has no server, the embedded dataset no drafts.
import 'server-only';
import { draftMode } from 'next/headers';
import { env, isExport } from '@/lib/env';

export function previewUnavailable(): string | null {
  if (isExport) return 'the static export has no server to render drafts';
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID)
    return 'NEXT_PUBLIC_SANITY_PROJECT_ID is not set (the blog runs on the embedded dataset)';
  if (!env.SANITY_API_READ_TOKEN) return 'SANITY_API_READ_TOKEN (a Viewer token) is not set on the server';
  return null;
}

export const previewToken = () => env.SANITY_API_READ_TOKEN;

export async function isPreview(): Promise<boolean> {
  if (previewUnavailable()) return false;
  return (await draftMode()).isEnabled;
}
