'use client';
// Seconds left on the offer, ticking once a second while `running`. With a real end date it is read from the
// clock on every tick (so it is right again after the dialog was closed for a while); without one it counts
// down from `startSeconds` and keeps its value while paused.
import { useEffect, useState } from 'react';
import { secondsUntil } from '@/components/home/countdown';

export function useCountdown(startSeconds: number, running: boolean, endsAtMs: number | null = null) {
  const [left, setLeft] = useState(() => (endsAtMs === null ? startSeconds : secondsUntil(endsAtMs, Date.now())));
  useEffect(() => {
    if (!running) return;
    const tick = () =>
      setLeft((value) => (endsAtMs === null ? Math.max(0, value - 1) : secondsUntil(endsAtMs, Date.now())));
    if (endsAtMs !== null) tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [running, endsAtMs]);
  return left;
}
