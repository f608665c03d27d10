// The /case-studies page: the claims, a card per case study (each video in a dialog) and the booking
// call; from published content, or from drafts in the editors' preview.
import { CaseStudyList } from '@/components/case-study/case-study-list';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { HeroTop } from '@/components/services/hero-top';
import { StatList } from '@/components/services/stat-list';
import { Badge } from '@/components/ui/badge';
import { caseStudiesPage, caseStudiesSeo } from '@/content/case-studies';
import { getCaseStudyCards } from '@/lib/case-studies/case-studies';
import { settle } from '@/lib/content/faults';
import { fillClaims } from '@/lib/marketing/claims';
import { getSiteSettings } from '@/lib/marketing/settings';

export async function CaseStudiesPage({ preview = false }: { preview?: boolean }) {
  const [read, settings] = await Promise.all([settle(getCaseStudyCards({ preview })), getSiteSettings({ preview })]);
  if ('fault' in read)
    return (
      <ContentUnavailable
        path={caseStudiesSeo.path}
        back={caseStudiesPage.unavailableBack}
        fault={read.fault}
        preview={preview}
      />
    );
  return (
    <>
      <Breadcrumbs path={caseStudiesSeo.path} />
      <PageHero
        badge={<HeroTop badge={<Badge tone="on-ink">{caseStudiesPage.eyebrow}</Badge>} />}
        title={caseStudiesPage.title}
        lead={caseStudiesPage.lead}
      >
        <StatList
          stats={fillClaims(caseStudiesPage.claims, settings.claims, 'the case studies page')}
          label={caseStudiesPage.claimsLabel}
        />
      </PageHero>
      <CaseStudyList cards={read.value} />
      <BookingCta cta={caseStudiesPage.cta} />
    </>
  );
}
