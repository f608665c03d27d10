'use client';
// Radix Slider styled once: one thumb, a filled range, keyboard steps from Radix (arrows,
// Shift+arrows and PageUp/PageDown by 10 steps, Home/End).
import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '@/lib/cn';

export function Slider({
  value,
  min,
  max,
  step,
  onValueChange,
  labelledBy,
  valueText,
  className,
}: {
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** Id of the visible label that names the slider. */
  labelledBy: string;
  /** How the value reads aloud, e.g. '24 months'. */
  valueText?: string;
  className?: string;
}) {
  return (
    <SliderPrimitive.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={(values) => {
        if (values[0] !== undefined) onValueChange(values[0]);
      }}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-line">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-accent" />
      </SliderPrimitive.Track>
      {/* Radix finds a thumb's value only after hydration, so its server HTML would be a
          role="slider" without aria-valuenow (invalid ARIA, flagged by vnu). The thumb gets
          the value, range and text here, which Radix lets props override. */}
      <SliderPrimitive.Thumb
        aria-labelledby={labelledBy}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        className="block size-6 cursor-grab rounded-full border-2 border-accent bg-white shadow-md shadow-ink/15 transition-[box-shadow] duration-150 hover:ring-4 hover:ring-accent/15 focus-visible:ring-4 focus-visible:ring-accent/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent active:cursor-grabbing"
      />
    </SliderPrimitive.Root>
  );
}
