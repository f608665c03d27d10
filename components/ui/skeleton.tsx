// A loading placeholder block: a soft pulsing shape (still under prefers-reduced-motion).
// Rounded corners unless the caller picks its own (`rounded-full` for an avatar, `rounded-none`
// for a card's image): both classes at once would leave the result to the stylesheet's order.
import type { ComponentProps } from 'react';

export function Skeleton({ className = '', ...props }: ComponentProps<'div'>) {
  const corners = /(^|\s)rounded(-|\s|$)/.test(className) ? '' : 'rounded-md';
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse bg-line/70 motion-reduce:animate-none ${corners} ${className}`}
      {...props}
    />
  );
}
