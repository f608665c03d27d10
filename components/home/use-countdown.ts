'use client';
// Seconds left on the offer: ticks once a second while `running`, keeps its value while paused.
import { useEffect, useState } from 'react';

export function useCountdown(startSeconds: number, running: boolean) {
  const [left, setLeft] = useState(startSeconds);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}
