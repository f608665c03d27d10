'use client';
// The toast region (sonner) with the site's chosen defaults: up to 3 visible, 4 s each, 14 px gap.
// Mounted by the pages that toast (the generators), not the root layout, so other pages ship no
// toast code; and there sonner itself loads with the first toast, or when the
// visitor starts on the form (`prepareToasts`), not with the page. `notify` queues a toast until
// the region is mounted. Swipe-to-dismiss keeps sonner's own threshold: a 20 px one was wanted, but
// it is a sonner constant (45 px in sonner 2), not a prop.
import { useEffect, useState } from 'react';

export const toastDefaults = { visibleToasts: 3, duration: 4000, gap: 14 } as const;

type Sonner = typeof import('sonner');
type Toast = { kind: 'success' | 'error'; title: string; description: string };

const queue: Toast[] = [];
let wake: (() => void) | null = null;
let loading: Promise<Sonner> | null = null;

const loadSonner = () => {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** Loads the toast code ahead of the first toast. */
export const prepareToasts = () => void loadSonner().catch(() => {});

/** Shows a toast once the region (and sonner) is there. */
export function notify(kind: Toast['kind'], title: string, { description }: { description: string }) {
  queue.push({ kind, title, description });
  wake?.();
}

export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    wake = () => void loadSonner().then(setSonner, (error: unknown) => console.error('Toasts could not load.', error));
    if (queue.length > 0) wake();
    return () => {
      wake = null;
    };
  }, []);

  // Runs after sonner's own region has subscribed (child effects run first): the queue shows.
  useEffect(() => {
    if (!sonner) return;
    const flush = () => {
      for (const toast of queue.splice(0)) sonner.toast[toast.kind](toast.title, { description: toast.description });
    };
    flush();
    wake = flush;
    return () => {
      wake = null;
    };
  }, [sonner]);

  if (!sonner) return null;
  return (
    <sonner.Toaster
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
