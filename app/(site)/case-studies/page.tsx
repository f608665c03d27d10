// /case-studies: the claims, four client stories (each video in a dialog) and the booking call.
import { CaseStudyList } from '@/components/case-study/case-study-list';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/layout/page-hero';
import { BookingCta } from '@/components/services/booking-cta';
import { HeroTop } from '@/components/services/hero-top';
import { StatList } from '@/components/services/stat-list';
import { Badge } from '@/components/ui/badge';
import { caseStudiesPage, caseStudiesSeo } from '@/content/case-studies';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(caseStudiesSeo);

export default function CaseStudiesPage() {
  return (
    <>
      <Breadcrumbs path={caseStudiesSeo.path} />
      <PageHero
        badge={<HeroTop badge={<Badge tone="on-ink">{caseStudiesPage.eyebrow}</Badge>} />}
        title={caseStudiesPage.title}
        lead={caseStudiesPage.lead}
      >
        <StatList stats={caseStudiesPage.claims} label={caseStudiesPage.claimsLabel} />
      </PageHero>
      <CaseStudyList />
      <BookingCta cta={caseStudiesPage.cta} />
    </>
  );
}
