// The ROI calculator's section: heading and lead (server-rendered) around the island.
import { Section, SectionHeading } from '@/components/layout/container';
import { RoiCalculator } from '@/components/pricing/roi-calculator';
import { roiCalculatorCopy } from '@/content/pricing';

export const ROI_SECTION_ID = 'roi-calculator';

export function RoiSection() {
  return (
    <Section aria-labelledby={ROI_SECTION_ID}>
      <SectionHeading id={ROI_SECTION_ID} title={roiCalculatorCopy.title} lead={roiCalculatorCopy.lead} />
      <div className="mt-10">
        <RoiCalculator />
      </div>
    </Section>
  );
}
