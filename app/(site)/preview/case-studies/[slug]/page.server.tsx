// A case study in an editor's preview, from drafts (a never-published draft too), with the preview
// bar and Visual Editing. Server build only (a `.server.tsx` page: next.config.ts `pageExtensions`
// leaves it out of the export). Not an address of its own: proxy.server.ts sends
// /case-studies/{slug} here while draft mode is on. Without a valid draft mode the visitor goes
// through the exit route, which clears the cookie, back to the public page.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CaseStudyPage, caseStudyMetadata } from '@/components/case-study/case-study-page';
import { PreviewTools } from '@/components/preview/preview-tools';
import { isPreview } from '@/lib/content/preview';
import { previewExitPath } from '@/lib/content/preview-redirect';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const metadata = await caseStudyMetadata((await params).slug, { preview: await isPreview() });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function PreviewCaseStudyPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const path = `/case-studies/${slug}`;
  if (!(await isPreview())) redirect(previewExitPath(path));
  return (
    <PreviewTools path={path}>
      <CaseStudyPage slug={slug} preview />
    </PreviewTools>
  );
}
