// A loading placeholder: a soft pulsing shape. Corners and colour are variants: a caller's `className`
// adds size and spacing only (docs/decisions/0011-class-names-without-tailwind-merge.md).
import { cn } from '@/lib/cn';
import type { ComponentProps } from 'react';

const shapes = {
  block: 'rounded-md',
  circle: 'rounded-full',
  card: 'rounded-(--radius-card)',
  /** Square corners: an image at the top of a card that clips its own corners. */
  flush: 'rounded-none',
} as const;

const tones = { paper: 'bg-line/70', ink: 'bg-ink-line' } as const;

export function Skeleton({
  shape = 'block',
  tone = 'paper',
  className,
  ...props
}: { shape?: keyof typeof shapes; tone?: keyof typeof tones } & ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse motion-reduce:animate-none', shapes[shape], tones[tone], className)}
      {...props}
    />
  );
}
