// A loading placeholder block: a soft pulsing shape (still under prefers-reduced-motion).
import type { ComponentProps } from 'react';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-line/70 motion-reduce:animate-none ${className ?? ''}`} {...props} />;
}
