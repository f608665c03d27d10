// /case-studies: the claims, a card per case study (each video in a dialog) and the booking call.
// Prerendered; in the server build regenerated hourly and on the publish webhook. Editors
// previewing drafts get app/(site)/preview/case-studies instead (proxy.server.ts).
import { CaseStudiesPage } from '@/components/case-study/case-studies-page';
import { caseStudiesSeo } from '@/content/case-studies';
import { pageMetadata } from '@/lib/seo';

// Must be a literal for Next; the same value as contentRevalidateSeconds in lib/content/config.ts.
export const revalidate = 3600;

export const metadata = pageMetadata(caseStudiesSeo);

export default function Page() {
  return <CaseStudiesPage />;
}
