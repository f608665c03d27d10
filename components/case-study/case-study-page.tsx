// A case study's page and metadata: the story, the site's not-found page (404, in the HTML), or
// 'temporarily unavailable'; from published content, or from drafts in the editors' preview. The
// testimonial video gets a VideoObject once the study has its upload date and duration (or its video document in the
// video library has them); a clip with a video document shows its poster and gets its VideoObject. The words every study's
// page shares (labels, headings, the closing call) are the case studies page document's (its Case study page tab).
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
import { VideoPosters } from '@/components/video/video-posters';
import { BookingCta } from '@/components/services/booking-cta';
import { caseStudyUnavailableBack } from '@/content/case-study-pages';
import { contentUnavailable, notFoundPage } from '@/content/errors';
import { getCaseStudy } from '@/lib/case-studies/case-studies';
import { caseStudyPath } from '@/lib/case-studies/schemas';
import { caseStudyPosters, caseStudyVideoObjects } from '@/lib/case-studies/videos';
import { settle } from '@/lib/content/faults';
import { getCaseStudiesPage } from '@/lib/marketing/case-studies-page/read';
import { getSharedWords, sharedWord } from '@/lib/marketing/shared-words';
import { caseStudyOgImagePath } from '@/lib/og-images';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { emptyVideoLibrary, getVideoLibrary } from '@/lib/video/library';

const noindex = { index: false, follow: false };

/** The study and the words every study's page shares (null: no such study); a fault of either is the page's. */
const readStudyAndWords = async (slug: string, preview: boolean) => {
  const [study, page] = await Promise.all([
    settle(getCaseStudy(slug, { preview })),
    settle(getCaseStudiesPage({ preview })),
  ]);
  if ('fault' in study) return study;
  if (!study.value) return { value: null };
  if ('fault' in page) return page;
  return { value: { study: study.value, words: page.value.study, backLabel: page.value.backLabel } };
};

export async function caseStudyMetadata(slug: string, { preview = false } = {}): Promise<Metadata> {
  const read = await readStudyAndWords(slug, preview);
  if ('fault' in read) return { title: { absolute: contentUnavailable.title }, robots: noindex };
  if (!read.value) return { title: { absolute: notFoundPage.title }, robots: noindex };
  const { study, words } = stegaClean(read.value);
  return pageMetadata({
    title: study.seoTitle ?? `${study.client} ${words.badge}`,
    description: study.summary,
    keywords: study.seoKeywords,
    path: caseStudyPath(study.slug),
    type: 'article',
    image: { url: absoluteUrl(caseStudyOgImagePath(study.slug)), width: 1200, height: 630, alt: study.project },
  });
}

export async function CaseStudyPage({ slug, preview = false }: { slug: string; preview?: boolean }) {
  // The video library gives the page's videos their posters and details; unreadable, they keep their title cards.
  const [read, library] = await Promise.all([
    readStudyAndWords(slug, preview),
    getVideoLibrary({ preview }).catch(() => emptyVideoLibrary),
  ]);
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={caseStudyPath(encodeURIComponent(slug))}
        back={caseStudyUnavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  if (!read.value)
    return (
      <>
        <NotFoundMessage />
        <NotFoundStatus />
      </>
    );
  const { study, words, backLabel } = read.value;
  const shared = await getSharedWords({ preview });
  // Preview strings carry invisible stega marks: structured data gets the words a reader sees.
  const cleanStudy = stegaClean(study);
  return (
    // The posters of the page's videos (their video documents'), for the hero's dialog and the clips.
    <VideoPosters posters={caseStudyPosters(cleanStudy, library)}>
      <Breadcrumbs path={caseStudyPath(study.slug)} current={study.client} />
      <CaseStudyHero study={study} words={words} backLabel={sharedWord(shared, 'backLabel', backLabel)} />
      <PullQuote quote={study.pullQuote} />
      <BeforeAfter study={study} words={words.beforeAfter} />
      <GifShowcase gif={study.gif} words={words.gif} />
      {/* After a story, the pricing page is the next step: its button stands beside the booking one. */}
      <BookingCta cta={{ ...words.cta, withPricing: true, pricingLabel: words.pricingLabel }} words={shared} />
      {caseStudyVideoObjects(cleanStudy, library).map((video) => (
        <JsonLd key={video.mediaId} data={video.jsonLd} />
      ))}
    </VideoPosters>
  );
}
