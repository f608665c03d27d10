// A case study's page and metadata: the story, the site's not-found page (404, in the HTML), or
// 'temporarily unavailable'; from published content, or from drafts in the editors' preview. The
// testimonial video gets a VideoObject once the study has its upload date and duration.
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
import { JsonLd } from '@/components/seo/json-ld';
import { BookingCta } from '@/components/services/booking-cta';
import { caseStudyPage } from '@/content/case-study-pages';
import { contentUnavailable, notFoundPage } from '@/content/errors';
import { getCaseStudy } from '@/lib/case-studies/case-studies';
import { caseStudyPath } from '@/lib/case-studies/schemas';
import { settle } from '@/lib/content/faults';
import { caseStudyOgImagePath } from '@/lib/og-images';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { videoObjectJsonLd } from '@/lib/video-object';

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
    image: { url: absoluteUrl(caseStudyOgImagePath(study.slug)), width: 1200, height: 630, alt: study.project },
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
  // Preview strings carry invisible stega marks: structured data gets the words a reader sees.
  const video = stegaClean(study.mainTestimonialVideoDetails);
  return (
    <>
      <Breadcrumbs path={caseStudyPath(study.slug)} current={study.client} />
      <CaseStudyHero study={study} />
      <PullQuote quote={study.pullQuote} />
      <BeforeAfter study={study} />
      <GifShowcase gif={study.gif} />
      <BookingCta cta={caseStudyPage.cta} />
      {video ? <JsonLd data={videoObjectJsonLd(video)} /> : null}
    </>
  );
}
