// /case-studies/{slug}: one client story (rendered on request if published after the build), else 404.
// In an editor's draft mode, from drafts.
import { CaseStudyPage, caseStudyMetadata } from '@/components/case-study/case-study-page';
import { getCaseStudyIndex } from '@/lib/case-studies/case-studies';
import { isPreview } from '@/lib/content/preview';
import { isExport } from '@/lib/env';
import { withExportPlaceholder } from '@/lib/export-placeholder';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export async function generateStaticParams() {
  const slugs = (await getCaseStudyIndex()).map((study) => ({ slug: study.slug }));
  return withExportPlaceholder(slugs, isExport, (slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/case-studies/[slug]'>) {
  return caseStudyMetadata((await params).slug, { preview: await isPreview() });
}

export default async function Page({ params }: PageProps<'/case-studies/[slug]'>) {
  return <CaseStudyPage slug={(await params).slug} preview={await isPreview()} />;
}
