// /case-studies: the claims, a card per case study and the booking call; ISR (hourly and on publish).
// In an editor's draft mode, from drafts.
import { CaseStudiesPage } from '@/components/case-study/case-studies-page';
import { seoDefaults } from '@/components/seo/document-metadata';
import { caseStudiesSeo } from '@/content/case-studies';
import { isPreview } from '@/lib/content/preview';
import { pageMetadata } from '@/lib/seo';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

// Its description quotes the settings' claims.
export const generateMetadata = async () => pageMetadata(await seoDefaults(caseStudiesSeo));

export default async function Page() {
  return <CaseStudiesPage preview={await isPreview()} />;
}
