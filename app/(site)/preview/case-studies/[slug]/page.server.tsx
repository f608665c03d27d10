// /case-studies/{slug} in an editor's preview, from drafts (server build only); proxy.server.ts rewrites here.
// Without valid draft mode: out via the exit route. Learn more: docs/decisions/0015-editors-preview-without-live-api.md
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
