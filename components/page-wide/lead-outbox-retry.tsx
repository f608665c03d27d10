'use client';
// Page-wide: if an earlier visit left leads waiting, loads the lead sender when idle to retry them.
// Otherwise it costs one localStorage read.
import { useEffect } from 'react';
import { OUTBOX_KEY } from '@/lib/leads/outbox-key';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void) => number };

export function LeadOutboxRetry({ endpoint }: { endpoint: string | undefined }) {
  useEffect(() => {
    if (!endpoint) return;
    let waiting = false;
    try {
      waiting = window.localStorage.getItem(OUTBOX_KEY) !== null;
    } catch {
      return; // site data blocked: there is no outbox
    }
    if (!waiting) return;
    const start = () => void import('@/lib/leads/browser').then(({ startLeadRetry }) => startLeadRetry(endpoint));
    const idle = (window as IdleWindow).requestIdleCallback;
    if (idle) idle(start);
    else window.setTimeout(start, 1);
  }, [endpoint]);
  return null;
}
