// /case-studies in an editor's preview, from drafts (server build only); proxy.server.ts rewrites here.
// Without valid draft mode: out via the exit route. Learn more: docs/decisions/0015-editors-preview-without-live-api.md
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
