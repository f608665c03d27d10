// /{slug}: a campaign landing page a marketer builds in Sanity, prerendered per published page and rendered on
// request if published after the build. Next matches the site's own routes (/pricing, /about) first; any other
// one-segment address comes here, and one no landing page has is the site's not-found page (404, in the HTML),
// found out without a query of its own. In an editor's draft mode, from drafts.
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';
import { isPreview } from '@/lib/content/preview';
import { isExport } from '@/lib/env';
import { getLandingPageIndex } from '@/lib/landing/pages';
import { withExportPlaceholder } from '@/lib/export-placeholder';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;
// dynamicParams stays at its default (true: a page published after the build renders on request): written out
// as `true` here, it stops the static export's build.

export async function generateStaticParams() {
  const slugs = (await getLandingPageIndex()).map((entry) => ({ landing: entry.slug }));
  return withExportPlaceholder(slugs, isExport, (landing) => ({ landing }));
}

export async function generateMetadata({ params }: PageProps<'/[landing]'>) {
  return landingMetadata((await params).landing, { preview: await isPreview() });
}

export default async function Page({ params }: PageProps<'/[landing]'>) {
  return <LandingPage segment={(await params).landing} preview={await isPreview()} />;
}
