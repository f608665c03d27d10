// /studio: the embedded Sanity Studio (static, noindex); without a project id, how to configure one. The Studio
// routes its tools on the client, so every address under /studio is this one page: the server build rewrites them
// to it (next.config.ts) and the export's host files serve its file for them (scripts/build/host-config.ts).
import type { Metadata } from 'next';
import { metadata as studioMetadata } from 'next-sanity/studio';
export { viewport } from 'next-sanity/studio';
import { Studio } from '@/components/studio/studio';
import { StudioNotConfigured } from '@/components/studio/studio-not-configured';
import { studioPage } from '@/content/blog/copy';
import { env } from '@/lib/env';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  ...studioMetadata,
  title: { absolute: studioPage.title },
  robots: { index: false, follow: false },
};

export default function StudioPage() {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) return <StudioNotConfigured />;
  // The Studio's interface has no main landmark or h1: the page gives it both.
  return (
    <main>
      <h1 className="sr-only">{studioPage.heading}</h1>
      <Studio />
    </main>
  );
}
