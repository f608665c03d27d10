'use client';
// Sanity's Visual Editing in an editor's preview: click-to-edit overlays on the stega-encoded
// strings, and the link to the Presentation tool that frames the page. Rendered only in draft
// mode; its code loads then, on demand, and never for a visitor. The client-component build of next-sanity's
// VisualEditing is used because the default one brings server actions, which the static export
// cannot build. Without SanityLive, a change the editor makes arrives as a refresh request: the
// page re-renders from the drafts.
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
