// /case-studies: the claims, a card per case study and the booking call; ISR (hourly and on publish).
// In draft mode proxy.server.ts rewrites to app/(site)/preview/case-studies.
import { CaseStudiesPage } from '@/components/case-study/case-studies-page';
import { caseStudiesSeo } from '@/content/case-studies';
import { pageMetadata } from '@/lib/seo';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const metadata = pageMetadata(caseStudiesSeo);

export default function Page() {
  return <CaseStudiesPage />;
}
