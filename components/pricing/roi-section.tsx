// The ROI calculator's section: heading and lead (server-rendered) around the island, in the pricing document's
// words; the calculator's own labels and results are the tool's.
import { Section, SectionHeading } from '@/components/layout/container';
import { RoiCalculator } from '@/components/pricing/roi-calculator';
import type { PricingPage } from '@/lib/marketing/schemas';

export const ROI_SECTION_ID = 'roi-calculator';

export function RoiSection({ page }: { page: Pick<PricingPage, 'roiTitle' | 'roiLead' | 'roiDisclaimer'> }) {
  return (
    <Section aria-labelledby={ROI_SECTION_ID}>
      <SectionHeading id={ROI_SECTION_ID} title={page.roiTitle} lead={page.roiLead} />
      <div className="mt-10">
        <RoiCalculator disclaimer={page.roiDisclaimer} />
      </div>
    </Section>
  );
}
