'use client';
// Holds a list's entrance animation (CSS, via data-reveal) until it scrolls into view. Nothing is hidden
// without JavaScript, for content already on screen, or under reduced motion. Where the list is comes from the
// observer's first report, not from measuring at hydration (which would force a layout in its long task).
import { useEffect } from 'react';

export function RevealOnView({ targetId }: { targetId: string }) {
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (first) {
          first = false;
          // Any of it on screen already: it stays as it is.
          if (entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          target.dataset.reveal = 'waiting';
          return;
        }
        if (!entry.isIntersecting) return;
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
