'use client';
// A polite live region's text that follows `message` once it stops changing, not on every keystroke.
import { useEffect, useState } from 'react';

export const ANNOUNCE_DELAY_MS = 1000;

export function usePoliteAnnouncement(message: string, enabled: boolean, delayMs = ANNOUNCE_DELAY_MS) {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setSpoken(message), delayMs);
    return () => window.clearTimeout(timer);
  }, [message, enabled, delayMs]);
  return spoken;
}
