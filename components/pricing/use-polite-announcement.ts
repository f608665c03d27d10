'use client';
// Text for a polite live region that follows `message` only once it has stopped changing, so a
// screen reader hears the result after the visitor pauses, not on every keystroke or slider step.
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
