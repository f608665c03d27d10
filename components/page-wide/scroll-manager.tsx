'use client';
// Page-wide: scroll on navigation: to the top, to a #section after a delay, or back to the remembered
// place on Back, Forward and reload. Learn more: docs/decisions/0016-scroll-restoration-by-the-site.md
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

// Content above a #section may still be settling when the page renders.
export const HASH_SCROLL_DELAY_MS = 100;

const pageKey = () => `${window.location.pathname}${window.location.search}`;
const STORAGE_KEY = 'launchframe:scroll-positions';
const REMEMBERED_PAGES = 50;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map(); // storage blocked or corrupt: positions live for this page view only
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-REMEMBERED_PAGES)));
  } catch {
    // Blocked or full: Back and Forward still work within this page view.
  }
}

const isReload = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

export function ScrollManager() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  const positions = useRef<Map<string, number> | null>(null);
  const travelling = useRef(false);
  const shownKey = useRef('');

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    // Taken at scroll time: by the time the frame runs, Back may have changed the address.
    let frameKey = '';
    const remember = () => {
      frame = 0;
      const known = (positions.current ??= readPositions());
      known.delete(frameKey);
      known.set(frameKey, window.scrollY);
    };
    // Written once, as the page goes, not on every scroll.
    const persist = () => {
      if (positions.current) writePositions(positions.current);
    };
    const onScroll = () => {
      if (frame || travelling.current) return;
      frameKey = pageKey();
      frame = window.requestAnimationFrame(remember);
    };
    // Back or Forward to another page: its render restores the position.
    const onPopState = () => {
      // Finish a pending save while its page is still shown.
      if (frame) {
        window.cancelAnimationFrame(frame);
        remember();
      }
      travelling.current = pageKey() !== shownKey.current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', persist);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    shownKey.current = pageKey();
    if (travelling.current || (initial && isReload())) {
      travelling.current = false;
      const saved = (positions.current ??= readPositions()).get(pageKey());
      if (saved !== undefined) {
        window.scrollTo({ top: saved, behavior: 'instant' });
        return;
      }
    }
    const hash = window.location.hash;
    if (!hash) {
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
