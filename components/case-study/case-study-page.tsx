// A case study's page (/case-studies/{slug}) and its metadata; the site's not-found page (HTTP
// 404, the whole page in the HTML) when the content service says there is no such case study, or
// 'temporarily unavailable' when it cannot say. The public route renders it from published
// content; the editors' preview route from drafts.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { BeforeAfter } from '@/components/case-study/before-after';
import { CaseStudyHero } from '@/components/case-study/case-study-hero';
import { GifShowcase } from '@/components/case-study/gif-showcase';
import { PullQuote } from '@/components/case-study/pull-quote';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { NotFoundStatus } from '@/components/layout/not-found-status';
import { BookingCta } from '@/components/services/booking-cta';
import { caseStudyPage } from '@/content/case-study-pages';
import { contentUnavailable, notFoundPage } from '@/content/errors';
import { getCaseStudy } from '@/lib/case-studies/case-studies';
import { caseStudyPath } from '@/lib/case-studies/schemas';
import { settle } from '@/lib/content/faults';
import { pageMetadata } from '@/lib/seo';

const noindex = { index: false, follow: false };

export async function caseStudyMetadata(slug: string, { preview = false } = {}): Promise<Metadata> {
  const read = await settle(getCaseStudy(slug, { preview }));
  if ('fault' in read) return { title: { absolute: contentUnavailable.title }, robots: noindex };
  const study = stegaClean(read.value);
  if (!study) return { title: { absolute: notFoundPage.title }, robots: noindex };
  return pageMetadata({
    title: study.seoTitle ?? `${study.client} ${caseStudyPage.badge}`,
    description: study.summary,
    keywords: study.seoKeywords,
    path: caseStudyPath(study.slug),
    type: 'article',
  });
}

export async function CaseStudyPage({ slug, preview = false }: { slug: string; preview?: boolean }) {
  const read = await settle(getCaseStudy(slug, { preview }));
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={caseStudyPath(encodeURIComponent(slug))}
        back={caseStudyPage.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  const study = read.value;
  if (!study)
    return (
      <>
        <NotFoundMessage />
        <NotFoundStatus />
      </>
    );
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
