'use client';
// Holds a list's entrance animation (CSS, via data-reveal) until it scrolls into view. Nothing is hidden
// without JavaScript, for content already on screen, or under reduced motion.
import { useEffect } from 'react';

export function RevealOnView({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (target.getBoundingClientRect().top < window.innerHeight) return;
    target.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        target.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -15% 0px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      delete target.dataset.reveal;
    };
  }, [targetId]);
  return null;
}
