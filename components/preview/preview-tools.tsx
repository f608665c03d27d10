// What an editor's preview adds around a page: the exit bar and Visual Editing. Only the preview routes
// (app/(site)/preview/) render it, so no visitor's page carries its code.
import type { ReactNode } from 'react';
import { PreviewBar } from '@/components/preview/preview-bar';
import { PreviewOverlays } from '@/components/preview/preview-overlays';

export function PreviewTools({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      {children}
      <PreviewBar path={path} />
      <PreviewOverlays />
    </>
  );
}
