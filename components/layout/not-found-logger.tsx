'use client';
// Logs the missing path (and reports it to analytics when that is on), read in the browser so the one
// static 404 page names the right path.
import { useEffect } from 'react';
import { trackEvent } from '@/lib/analytics/events';

export function NotFoundLogger({ message }: { message: string }) {
  useEffect(() => {
    console.error(message, window.location.pathname);
    trackEvent('404', { path: window.location.pathname });
  }, [message]);
  return null;
}
