'use client';
// Visual Editing's overlays in an editor's preview, loaded only then; next-sanity's client build, as the
// default brings server actions the export cannot build (docs/decisions/0015-editors-preview-without-live-api.md).
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { useRouter } from 'next/navigation';

export function PreviewOverlays() {
  const router = useRouter();
  return (
    <VisualEditing
      refresh={() => {
        router.refresh();
        return new Promise((done) => setTimeout(done, 1000));
      }}
    />
  );
}
