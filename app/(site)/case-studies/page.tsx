// /case-studies: the claims, a card per case study and the booking call; ISR (hourly and on publish), its words
// from the marketers' case studies page document. In an editor's draft mode, from drafts.
import { CaseStudiesPage, caseStudiesMetadata } from '@/components/case-study/case-studies-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => caseStudiesMetadata({ preview: await isPreview() });

export default async function Page() {
  return <CaseStudiesPage preview={await isPreview()} />;
}
