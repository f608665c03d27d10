'use client';
// The toast region (sonner), mounted only by the pages that toast; sonner loads on first use and
// `notify` queues until then: docs/decisions/0009-toaster-per-page-and-dialogs-on-first-open.md
import { useEffect, useState } from 'react';

// Swipe-to-dismiss keeps sonner's own threshold: sonner has no prop for it.
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

  // Child effects run first, so sonner's region has subscribed when the queue flushes.
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
