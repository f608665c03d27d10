// /shorts: stats, vertical samples, why short-form works, best practices, platforms, booking; ISR (hourly and on the
// publish webhook), its words from the marketers' shorts document.
import { ShortsPage, shortsMetadata } from '@/components/services/shorts-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => shortsMetadata({ preview: await isPreview() });

// In an editor's draft mode, from drafts.
export default async function Page() {
  return <ShortsPage preview={await isPreview()} />;
}
