// /studio: the embedded Sanity Studio for editors — static in both builds, noindex, not in the
// sitemap. Without a project id it explains how to configure one.
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

// The Studio routes its tools on the client; the export writes the one /studio page.
export function generateStaticParams() {
  return [{ tool: [] }];
}

export default function StudioPage() {
  if (!env.NEXT_PUBLIC_SANITY_PROJECT_ID) return <StudioNotConfigured />;
  // The Studio's interface brings neither a main landmark nor a level-one heading: the page gives
  // it both, so assistive technology finds the editor's workspace and its name.
  return (
    <main>
      <h1 className="sr-only">{studioPage.heading}</h1>
      <Studio />
    </main>
  );
}
