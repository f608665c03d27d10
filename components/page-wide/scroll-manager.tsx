'use client';
// Page-wide: where the page scrolls on navigation (top, a #section, or the remembered place on
// Back, Forward and reload).
//
// Scrolling on navigation: to the top unless the URL has a hash; arriving with a
// hash scrolls to its section after 100 ms (content above it may still be settling).
// Back, Forward and reload return to where the visitor was on that page: the position of each
// page (path and query) is remembered while it is shown (in sessionStorage, so a reload finds
// it) and put back once the page has rendered. The browser's own restoration is switched off
// (history.scrollRestoration = 'manual'): after a client navigation it restored the wrong place
// (Back from /about to /career, left at 1200 px, landed at the foot of /career); the record and
// how to undo it: docs/decisions/0016-scroll-restoration-by-the-site.md.
// Smoothness comes from `scroll-behavior: smooth` in globals.css, which the reduced-motion
// media query turns off, so visitors who ask for less motion get instant jumps.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

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
    // Storage blocked or full: Back and Forward still work within this page view.
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
    // The page the pending save is for, taken when the visitor scrolled: by the time the frame
    // runs, Back may already have changed the address.
    let frameKey = '';
    const remember = () => {
      frame = 0;
      const known = (positions.current ??= readPositions());
      known.delete(frameKey);
      known.set(frameKey, window.scrollY);
    };
    // Written once, as the page goes (a reload or closing the tab), not on every scroll.
    const persist = () => {
      if (positions.current) writePositions(positions.current);
    };
    const onScroll = () => {
      if (frame || travelling.current) return;
      frameKey = pageKey();
      frame = window.requestAnimationFrame(remember);
    };
    // Back or Forward to another page: its render restores the position (a step between two
    // #sections of the same page is the browser's own).
    const onPopState = () => {
      // A save still waiting for its frame is done now, while the page it is for is still shown.
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
      // A fresh load starts at the top.
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
