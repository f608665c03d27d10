// One ROI slider with its label, its current value in large type and the range's two ends.
import { Slider } from '@/components/ui/slider';
import type { SliderRange } from '@/lib/roi/formulas';

export function SliderField({
  id,
  label,
  range,
  value,
  onValueChange,
  display,
  valueText,
}: {
  id: string;
  label: string;
  range: SliderRange;
  value: number;
  onValueChange: (value: number) => void;
  display: (value: number) => string;
  /** The value as read aloud, e.g. '10 customers per month'. */
  valueText: (value: number) => string;
}) {
  const labelId = `${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId}>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-semibold text-ink">
          {label}
        </span>
        {/* The thumb reads the same value aloud (aria-valuetext), so this copy is for the eye. */}
        <span aria-hidden="true" className="text-xl font-bold text-accent tabular-nums">
          {display(value)}
        </span>
      </div>
      <Slider
        className="mt-3"
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        onValueChange={onValueChange}
        labelledBy={labelId}
        valueText={valueText(value)}
      />
      <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-muted tabular-nums">
        <span>{display(range.min)}</span>
        <span>{display(range.max)}</span>
      </div>
    </div>
  );
}
