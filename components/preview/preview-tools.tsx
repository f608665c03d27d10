'use client';
// What an editor's preview adds to every page: the exit bar and Visual Editing. The site's layout renders it only
// in draft mode (lib/content/preview.ts), so a visitor's HTML never names its code.
// Learn more: docs/decisions/0015-editors-preview-without-live-api.md
import { usePathname } from 'next/navigation';
import { PreviewBar } from '@/components/preview/preview-bar';
import { PreviewOverlays } from '@/components/preview/preview-overlays';

export function PreviewTools() {
  // The exit returns the editor to the public version of the page they are on.
  const path = usePathname() ?? '/';
  return (
    <>
      <PreviewBar path={path} />
      <PreviewOverlays />
    </>
  );
}
