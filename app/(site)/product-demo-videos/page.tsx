// /product-demo-videos: highlights, inclusions, production modes, the process, samples, pricing, booking; ISR
// (hourly and on the publish webhook), its words from the marketers' product demo document.
import { ProductDemoVideosPage, productDemoVideosMetadata } from '@/components/services/product-demo-videos-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => productDemoVideosMetadata({ preview: await isPreview() });

// In an editor's draft mode, from drafts.
export default async function Page() {
  return <ProductDemoVideosPage preview={await isPreview()} />;
}
