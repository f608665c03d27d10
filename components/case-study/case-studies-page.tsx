// The /case-studies page: the claims, a card per case study (each video in a dialog) and the booking
// call; its words from the marketers' case studies page document, from published content, or from drafts in
// the editors' preview.
import type { Metadata } from 'next';
import { stegaClean } from 'next-sanity';
import { CaseStudyList } from '@/components/case-study/case-study-list';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable, contentUnavailableMetadata } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { HeroTop } from '@/components/services/hero-top';
import { StatList } from '@/components/services/stat-list';
import { Badge } from '@/components/ui/badge';
import { caseStudiesClaimsLabel, caseStudiesSeo, caseStudiesUnavailableBack } from '@/content/case-studies';
import { getCaseStudyCards } from '@/lib/case-studies/case-studies';
import { settle, type ContentFault } from '@/lib/content/faults';
import { getCaseStudiesPage } from '@/lib/marketing/case-studies-page/read';
import { getSharedWords, sharedWord } from '@/lib/marketing/shared-words';
import { withPageSeo } from '@/lib/marketing/seo';
import { pageMetadata } from '@/lib/seo';

const Unavailable = ({ fault, preview }: { fault: ContentFault; preview: boolean }) => (
  <ContentUnavailable path={caseStudiesSeo.path} back={caseStudiesUnavailableBack} fault={fault} preview={preview} />
);

/** The document's SEO; a field left empty takes the hero's badge (title) or lead (description). */
export async function caseStudiesMetadata({ preview = false } = {}): Promise<Metadata> {
  const read = await settle(getCaseStudiesPage({ preview }));
  if ('fault' in read) return contentUnavailableMetadata;
  const page = stegaClean(read.value);
  return pageMetadata(withPageSeo({ ...caseStudiesSeo, title: page.badge, description: page.lead }, page.seo));
}

export async function CaseStudiesPage({ preview = false }: { preview?: boolean }) {
  const [pageRead, cardsRead] = await Promise.all([
    settle(getCaseStudiesPage({ preview })),
    settle(getCaseStudyCards({ preview })),
  ]);
  if ('fault' in pageRead) return <Unavailable fault={pageRead.fault} preview={preview} />;
  if ('fault' in cardsRead) return <Unavailable fault={cardsRead.fault} preview={preview} />;
  const page = pageRead.value;
  const shared = await getSharedWords({ preview });
  return (
    <>
      <Breadcrumbs path={caseStudiesSeo.path} />
      <PageHero
        badge={
          <HeroTop
            badge={<Badge tone="on-ink">{page.badge}</Badge>}
            backLabel={sharedWord(shared, 'backLabel', page.backLabel)}
          />
        }
        title={page.title}
        lead={page.lead}
      >
        <StatList stats={page.claims} label={caseStudiesClaimsLabel} />
      </PageHero>
      <CaseStudyList cards={cardsRead.value} words={page} />
      <BookingCta cta={page.cta} words={shared} />
    </>
  );
}
