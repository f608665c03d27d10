// /pricing: heading, ROI calculator, plans, FAQ and a closing call to action; ISR (hourly and on the publish
// webhook), its words from the marketers' pricing document.
import { PricingPage, pricingMetadata } from '@/components/pricing/pricing-page';
import { isPreview } from '@/lib/content/preview';

// A literal, as Next requires; tests/unit/revalidate.test.ts checks it equals contentRevalidateSeconds.
export const revalidate = 3600;

export const generateMetadata = async () => pricingMetadata({ preview: await isPreview() });

// In an editor's draft mode, from drafts.
export default async function Page() {
  return <PricingPage preview={await isPreview()} />;
}
