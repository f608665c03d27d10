'use client';
// Page-wide: if an earlier visit left leads waiting, loads the lead sender when idle to retry them (with no
// endpoint configured, only the outbox, which drops leads older than 30 days as it reads them). Otherwise it
// costs one localStorage read.
import { useEffect } from 'react';
import { OUTBOX_KEY } from '@/lib/leads/outbox-key';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void) => number };

export function LeadOutboxRetry({ endpoint }: { endpoint: string | undefined }) {
  useEffect(() => {
    let waiting = false;
    try {
      waiting = window.localStorage.getItem(OUTBOX_KEY) !== null;
    } catch {
      return; // site data blocked: there is no outbox
    }
    if (!waiting) return;
    const start = endpoint
      ? () => void import('@/lib/leads/browser').then(({ startLeadRetry }) => startLeadRetry(endpoint))
      : () => void import('@/lib/leads/outbox').then(({ readOutbox }) => readOutbox(window.localStorage, Date.now()));
    const idle = (window as IdleWindow).requestIdleCallback;
    if (idle) idle(start);
    else window.setTimeout(start, 1);
  }, [endpoint]);
  return null;
}
