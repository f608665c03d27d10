// The one badge of the site ('Most Popular', 'Best ROI', 'SHORT', 'Case Study', ...).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  accent: 'bg-accent-soft text-accent-strong',
  highlight: 'bg-highlight-soft text-highlight-ink',
  ink: 'bg-ink text-white',
  'on-ink': 'bg-white/10 text-white ring-1 ring-white/20',
  success: 'bg-after-soft text-after',
  danger: 'bg-before-soft text-before',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'accent',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
