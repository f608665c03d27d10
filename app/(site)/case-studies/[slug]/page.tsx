// /case-studies/{slug}: one client story, generated from content/case-study-pages.ts at build time.
import { notFound } from 'next/navigation';
import { BeforeAfter } from '@/components/case-study/before-after';
import { CaseStudyHero } from '@/components/case-study/case-study-hero';
import { GifShowcase } from '@/components/case-study/gif-showcase';
import { PullQuote } from '@/components/case-study/pull-quote';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { BookingCta } from '@/components/services/booking-cta';
import { caseStudies, caseStudyPage, caseStudyPath, findCaseStudy } from '@/content/case-study-pages';
import { pageMetadata } from '@/lib/seo';

// Only the studies in the data exist; any other slug is a 404, also in the static export.
export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudies.map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: PageProps<'/case-studies/[slug]'>) {
  const study = findCaseStudy((await params).slug);
  if (!study) return {};
  return pageMetadata({
    title: `${study.client} ${caseStudyPage.badge}`,
    description: study.summary,
    keywords: study.seoKeywords,
    path: caseStudyPath(study.slug),
    type: 'article',
  });
}

export default async function CaseStudyPage({ params }: PageProps<'/case-studies/[slug]'>) {
  const study = findCaseStudy((await params).slug);
  if (!study) notFound();
  return (
    <>
      <Breadcrumbs path={caseStudyPath(study.slug)} current={study.client} />
      <CaseStudyHero study={study} />
      <PullQuote quote={study.pullQuote} />
      <BeforeAfter study={study} />
      <GifShowcase gif={study.gif} />
      <BookingCta cta={caseStudyPage.cta} />
    </>
  );
}
