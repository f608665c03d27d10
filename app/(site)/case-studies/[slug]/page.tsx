// /case-studies/{slug}: one client story, prerendered for every case study with a page and, in the
// server build, rendered on request for one published after the build; the site's not-found page
// (HTTP 404) otherwise. Editors previewing drafts get app/(site)/preview/case-studies/[slug]
// instead (proxy.server.ts).
import { CaseStudyPage, caseStudyMetadata } from '@/components/case-study/case-study-page';
import { getCaseStudyIndex } from '@/lib/case-studies/case-studies';

// Must be a literal for Next; the same value as contentRevalidateSeconds in lib/content/config.ts.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getCaseStudyIndex()).map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: PageProps<'/case-studies/[slug]'>) {
  return caseStudyMetadata((await params).slug);
}

export default async function Page({ params }: PageProps<'/case-studies/[slug]'>) {
  return <CaseStudyPage slug={(await params).slug} />;
}
