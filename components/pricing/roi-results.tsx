// The calculator's outputs: the ROI headline and break-even, then four supporting figures.
import { FigureText, isLongFigure } from '@/components/pricing/figure-text';
import { roiCalculatorCopy } from '@/content/pricing';
import type { RoiDisplay } from '@/lib/roi/formulas';
import { cn } from '@/lib/cn';

const { outputs } = roiCalculatorCopy;

function Figure({ label, value, caption }: { label: string; value: string; caption: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-on-ink">{label}</dt>
      <dd
        className={cn(
          'mt-1 font-bold [overflow-wrap:anywhere] text-white tabular-nums',
          isLongFigure(value, 10) ? 'text-lg sm:text-xl' : 'text-xl sm:text-2xl',
        )}
      >
        <FigureText text={value} />
      </dd>
      <dd className="mt-0.5 text-xs text-muted-on-ink">{caption}</dd>
    </div>
  );
}

export function RoiResults({
  display,
  months,
  liftPercent,
  disclaimer,
}: {
  display: RoiDisplay;
  months: number;
  liftPercent: number;
  /** The pricing document's line under the results. */
  disclaimer: string;
}) {
  return (
    <div className="on-ink flex flex-col rounded-(--radius-card) bg-ink p-6 text-white sm:p-8">
      <h3 className="text-sm font-semibold tracking-wide text-accent-on-ink uppercase">
        {roiCalculatorCopy.resultsLabel}
      </h3>
      <dl className="mt-5">
        <div>
          <dt className="text-sm text-muted-on-ink">{outputs.roi.label}</dt>
          <dd
            className={cn(
              'mt-1 leading-none font-bold tracking-tight [overflow-wrap:anywhere] text-white tabular-nums',
              isLongFigure(display.roi, 10) ? 'text-4xl sm:text-5xl' : 'text-5xl sm:text-6xl',
            )}
          >
            <FigureText text={display.roi} />
          </dd>
          <dd className="mt-2 text-sm text-muted-on-ink">{outputs.roi.caption(months)}</dd>
        </div>
        <div className="mt-6 flex flex-wrap items-baseline gap-x-2 rounded-(--radius-button) bg-ink-soft px-4 py-3 ring-1 ring-ink-line">
          <dt className="w-full text-sm text-muted-on-ink">{outputs.breakEven.label}</dt>
          <dd className="mt-1 text-2xl font-bold [overflow-wrap:anywhere] text-white tabular-nums">
            <FigureText text={display.breakEven} />
          </dd>
          <dd className="text-sm text-accent-on-ink">{display.breakEvenNote}</dd>
        </div>
      </dl>
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 border-t border-ink-line pt-6">
        <Figure
          label={outputs.totalReturn.label}
          value={display.totalReturn}
          caption={outputs.totalReturn.caption(display.totalCustomers)}
        />
        <Figure
          label={outputs.additionalRevenue.label}
          value={display.additionalRevenue}
          caption={outputs.additionalRevenue.caption(liftPercent)}
        />
        <Figure label={outputs.lifetimeCac.label} value={display.lifetimeCac} caption={outputs.lifetimeCac.caption} />
        <Figure
          label={outputs.totalCustomers.label}
          value={display.totalCustomers}
          caption={outputs.totalCustomers.caption(months)}
        />
      </dl>
      <p className="mt-auto pt-6 text-xs text-muted-on-ink">{disclaimer}</p>
    </div>
  );
}
