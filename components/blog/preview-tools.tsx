// What an editor's preview adds around a blog page: the 'Preview — exit' bar and Sanity's Visual
// Editing. Only the preview routes (app/(site)/preview/) render it, so no visitor's page carries
// its code.
import type { ReactNode } from 'react';
import { PreviewBar } from '@/components/blog/preview-bar';
import { PreviewOverlays } from '@/components/blog/preview-overlays';

export function PreviewTools({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      {children}
      <PreviewBar path={path} />
      <PreviewOverlays />
    </>
  );
}
