// /about: story, mission, co-founders, values, 'Why Choose' and the FAQ (with FAQPage JSON-LD); ISR (hourly and on
// the publish webhook), its words from the marketers' about document.
import { AboutPage, aboutMetadata } from '@/components/about/about-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => aboutMetadata({ preview: await isPreview() });

// In an editor's draft mode, from drafts.
export default async function Page() {
  return <AboutPage preview={await isPreview()} />;
}
