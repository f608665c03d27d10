// The case studies list in an editor's preview, from drafts, with the preview bar and Visual
// Editing. Server build only (a `.server.tsx` page: next.config.ts `pageExtensions` leaves it out
// of the export). Not an address of its own: proxy.server.ts sends /case-studies here while draft
// mode is on. Without a valid draft mode the visitor goes through the exit route, which clears the
// cookie, back to the public page.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CaseStudiesPage } from '@/components/case-study/case-studies-page';
import { PreviewTools } from '@/components/preview/preview-tools';
import { caseStudiesSeo } from '@/content/case-studies';
import { isPreview } from '@/lib/content/preview';
import { previewExitPath } from '@/lib/content/preview-redirect';
import { pageMetadata } from '@/lib/seo';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { ...pageMetadata(caseStudiesSeo), robots: { index: false, follow: false } };

export default async function PreviewCaseStudiesPage() {
  if (!(await isPreview())) redirect(previewExitPath(caseStudiesSeo.path));
  return (
    <PreviewTools path={caseStudiesSeo.path}>
      <CaseStudiesPage preview />
    </PreviewTools>
  );
}
