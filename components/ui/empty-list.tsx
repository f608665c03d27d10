// What a list of cards shows with nothing in it: a dashed box of the grid's width that says so in words.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function EmptyList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-(--radius-card) border border-dashed border-line bg-paper-soft px-6 py-16 text-center text-lg text-muted',
        className,
      )}
    >
      {children}
    </p>
  );
}
