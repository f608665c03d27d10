// The page's one lead sender: localStorage as the outbox, Web Locks across tabs, and the retry
// on load and on `online`. The endpoint comes from the server page as a prop (lib/env.ts parsed
// it at build time), so no configuration code ships to the browser.
import { createLeadSender } from '@/lib/leads/sender';
import type { LeadSender } from '@/lib/leads/sender';
import type { OutboxStorage } from '@/lib/leads/outbox';

const LOCK_NAME = 'launchframe:lead-outbox';
let sender: LeadSender | null = null;
let senderEndpoint: string | undefined;
let retryInstalled = false;

function localStorageOrNull(): OutboxStorage | null {
  try {
    return window.localStorage; // throws SecurityError when the visitor blocks site data
  } catch {
    return null;
  }
}

export function browserLeadSender(endpoint: string | undefined): LeadSender {
  if (sender && senderEndpoint === endpoint) return sender;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  senderEndpoint = endpoint;
  sender = createLeadSender({
    endpoint,
    storage: localStorageOrNull(),
    // request() resolves with the callback's own result.
    withLock: locks ? <T,>(run: () => Promise<T>) => locks.request(LOCK_NAME, run) as Promise<T> : undefined,
  });
  return sender;
}

/** Send what an earlier visit left in the outbox, now and whenever the browser comes back online. */
export function startLeadRetry(endpoint: string | undefined): void {
  void browserLeadSender(endpoint).flush();
  if (retryInstalled) return;
  retryInstalled = true;
  // Module-level, so it survives client-side navigation between pages.
  window.addEventListener('online', () => void browserLeadSender(senderEndpoint).flush());
}
