// /youtube-strategy: the article on five SaaS YouTube channels, with Article JSON-LD; ISR (hourly and on the publish
// webhook), its words from the marketers' YouTube strategy document.
import { YoutubeStrategyPage, youtubeStrategyMetadata } from '@/components/youtube-strategy/youtube-strategy-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => youtubeStrategyMetadata({ preview: await isPreview() });

// In an editor's draft mode, from drafts.
export default async function Page() {
  return <YoutubeStrategyPage preview={await isPreview()} />;
}
