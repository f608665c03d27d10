'use client';
// Radix Slider styled once: one thumb and a filled range; keyboard steps come from Radix.
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
      {/* Radix sets these only after hydration: without them the server HTML is invalid ARIA. */}
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
