'use client';
// Marks the header `data-scrolled="true"` once the page is scrolled past 0 (stronger background).
import { useEffect } from 'react';

export function HeaderScrollState({ targetId }: { targetId: string }) {
  useEffect(() => {
    const header = document.getElementById(targetId);
    if (!header) return;
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [targetId]);
  return null;
}
