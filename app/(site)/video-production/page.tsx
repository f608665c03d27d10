// /video-production: hero, signature work, why we're different, the steps, booking; ISR (hourly and on the publish
// webhook), its words from the marketers' video production document.
import { VideoProductionPage, videoProductionMetadata } from '@/components/services/video-production-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => videoProductionMetadata({ preview: await isPreview() });

// In an editor's draft mode, from drafts.
export default async function Page() {
  return <VideoProductionPage preview={await isPreview()} />;
}
