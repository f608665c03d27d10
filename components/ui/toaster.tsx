'use client';
// The toast region (sonner) with the spec's defaults (§9): up to 3 visible, 4 s each, 14 px gap.
// Mounted by the pages that toast (the generators), not the root layout, so other pages ship no
// toast code. The spec's 20 px swipe threshold is a sonner constant (45 px in sonner 2), not a prop.
import { Toaster as Sonner } from 'sonner';

export const toastDefaults = { visibleToasts: 3, duration: 4000, gap: 14 } as const;

export function Toaster() {
  return (
    <Sonner
      {...toastDefaults}
      position="bottom-right"
      toastOptions={{
        classNames: {
          toast: '!rounded-(--radius-card) !border !border-line !bg-paper !text-ink !shadow-xl !font-sans',
          title: '!text-[0.9375rem] !font-semibold',
          description: '!text-sm !text-muted',
          error:
            '!border-before/40 !bg-before-soft [&_[data-title]]:!text-before [&_[data-description]]:!text-body [&_[data-icon]]:!text-before',
          success: '[&_[data-icon]]:!text-after',
        },
      }}
    />
  );
}
