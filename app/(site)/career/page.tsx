// /career: open positions, perks and a general inquiry; ISR (hourly and on the publish webhook), its words from the
// marketers' career document and the openings from theirs.
import { CareerPage, careerMetadata } from '@/components/career/career-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => careerMetadata({ preview: await isPreview() });

// In an editor's draft mode, the page and the openings from drafts.
export default async function Page() {
  return <CareerPage preview={await isPreview()} />;
}
