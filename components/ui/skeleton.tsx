// A loading placeholder block: a soft pulsing shape (still under prefers-reduced-motion).
// Corners and colour are variants, not class overrides: a caller's `className` adds size and
// spacing and never competes with the classes set here.
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
