'use client';
// Page-wide: sends the leads an earlier visit left waiting.
//
// Every page: if an earlier visit left leads waiting (the endpoint failed, or the page closed
// before it answered), load the lead sender and let it retry them. This costs one localStorage
// read once the page is idle; the sender's code (with its zod schema) loads only when something
// is waiting. On the generators the lead dialog brings the sender when a lead is captured.
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
