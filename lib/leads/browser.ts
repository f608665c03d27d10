// The page's one lead sender (localStorage outbox, Web Locks across tabs) and its retries; client components only.
import { createLeadSender } from '@/lib/leads/sender';
import type { LeadSender } from '@/lib/leads/sender';
import type { OutboxStorage } from '@/lib/leads/outbox';

const LOCK_NAME = 'launchframe:lead-outbox';
let sender: LeadSender | null = null;
let senderEndpoint: string | undefined;
let retryInstalled = false;
let timer: number | undefined;

function localStorageOrNull(): OutboxStorage | null {
  try {
    return window.localStorage; // throws SecurityError when the visitor blocks site data
  } catch {
    return null;
  }
}

function scheduleRetry(): void {
  window.clearTimeout(timer);
  const dueAt = sender?.nextDueAt();
  if (dueAt == null) return;
  timer = window.setTimeout(() => retry(), Math.max(0, dueAt - Date.now()) + 50);
}

function retry(force = false): void {
  void sender?.flush({ force }).catch((error: unknown) => console.warn('Lead outbox flush failed.', error));
}

export function browserLeadSender(endpoint: string | undefined): LeadSender {
  if (sender && senderEndpoint === endpoint) return sender;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  senderEndpoint = endpoint;
  sender = createLeadSender({
    endpoint,
    storage: localStorageOrNull(),
    // request() resolves with the callback's own result.
    withLock: locks ? <T>(run: () => Promise<T>) => locks.request(LOCK_NAME, run) as Promise<T> : undefined,
    afterFlush: scheduleRetry,
  });
  return sender;
}

export function startLeadRetry(endpoint: string | undefined): void {
  browserLeadSender(endpoint);
  retry();
  if (retryInstalled) return;
  retryInstalled = true;
  // Back online: the failures were likely the network's, so every lead goes now.
  window.addEventListener('online', () => retry(true));
  // A background tab's timers are throttled; coming back is a good moment to catch up.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retry();
  });
}
