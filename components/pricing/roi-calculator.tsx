'use client';
// The ROI calculator island: inputs in, figures out live; the headline is announced when the visitor pauses.
import { AmountField } from '@/components/pricing/amount-field';
import { RoiResults } from '@/components/pricing/roi-results';
import { SliderField } from '@/components/pricing/slider-field';
import { usePoliteAnnouncement } from '@/components/pricing/use-polite-announcement';
import { useRoiScenario } from '@/components/pricing/use-roi-scenario';
import { Card } from '@/components/ui/card';
import { roiCalculatorCopy as copy } from '@/content/pricing';
import { formatRoi, isAmountCountedAsZero, roiSliders } from '@/lib/roi/formulas';

/** `disclaimer`: the pricing document's line under the results. */
export function RoiCalculator({ disclaimer }: { disclaimer: string }) {
  const { fields, result, edited, setField } = useRoiScenario();
  const display = formatRoi(result);
  const announcement = usePoliteAnnouncement(
    copy.announcement({
      roi: display.roi,
      breakEven: display.breakEven,
      breakEvenNote: display.breakEvenNote,
      months: result.months,
    }),
    edited,
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:gap-8">
      {/* No pointer glow behind the fields and sliders in use. */}
      <Card glow={false} className="shadow-sm">
        <h3 className="text-sm font-semibold tracking-wide text-accent uppercase">{copy.inputsLabel}</h3>
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          <AmountField
            id="roi-investment"
            label={copy.investment.label}
            hint={copy.investment.hint}
            currencySymbol={copy.currencySymbol}
            value={fields.investment}
            onValueChange={(value) => setField('investment', value)}
            countedAsZeroNote={isAmountCountedAsZero(fields.investment) ? copy.countedAsZero : undefined}
          />
          <AmountField
            id="roi-lifetime-value"
            label={copy.lifetimeValue.label}
            hint={copy.lifetimeValue.hint}
            currencySymbol={copy.currencySymbol}
            value={fields.lifetimeValue}
            onValueChange={(value) => setField('lifetimeValue', value)}
            countedAsZeroNote={isAmountCountedAsZero(fields.lifetimeValue) ? copy.countedAsZero : undefined}
          />
        </div>
        <div className="mt-8 space-y-8 border-t border-line pt-8">
          <SliderField
            id="roi-customers"
            label={copy.customers.label}
            range={roiSliders.customers}
            value={fields.customers}
            onValueChange={(value) => setField('customers', value)}
            display={copy.customers.display}
            valueText={copy.customers.valueText}
          />
          <SliderField
            id="roi-lift"
            label={copy.lift.label}
            range={roiSliders.liftPercent}
            value={fields.liftPercent}
            onValueChange={(value) => setField('liftPercent', value)}
            display={copy.lift.display}
            valueText={copy.lift.valueText}
          />
          <SliderField
            id="roi-months"
            label={copy.months.label}
            range={roiSliders.months}
            value={fields.months}
            onValueChange={(value) => setField('months', value)}
            display={copy.months.display}
            valueText={copy.months.valueText}
          />
        </div>
      </Card>
      <RoiResults display={display} months={result.months} liftPercent={result.liftPercent} disclaimer={disclaimer} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
