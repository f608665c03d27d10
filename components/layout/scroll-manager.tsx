'use client';
// Scrolling on navigation: to the top unless the URL has a hash; arriving with a
// hash scrolls to its section after 100 ms (content above it may still be settling).
// Smoothness comes from `scroll-behavior: smooth` in globals.css, which the reduced-motion
// media query turns off, so visitors who ask for less motion get instant jumps.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export const HASH_SCROLL_DELAY_MS = 100;

export function ScrollManager() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    const hash = window.location.hash;
    if (!hash) {
      // On a fresh load the browser's own position (top, or restored on reload) stands.
      if (!initial && window.scrollY > 0) window.scrollTo({ top: 0 });
      return;
    }
    const timer = window.setTimeout(() => {
      let target: Element | null = null;
      try {
        target = document.getElementById(decodeURIComponent(hash.slice(1)));
      } catch {
        target = null;
      }
      target?.scrollIntoView({ block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
