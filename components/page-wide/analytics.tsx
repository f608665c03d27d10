'use client';
// Page-wide, when analytics is configured: once the page has loaded and the browser is idle, loads the
// tracker (lib/analytics/tracker.ts) and reports each page view, client navigations included.
// A browser that sends Global Privacy Control or Do Not Track gets no tracker and sends nothing.
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { acceptEvents } from '@/lib/analytics/events';
import type { AnalyticsConfig } from '@/lib/env';

type Tracker = typeof import('@/lib/analytics/tracker');
type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };
type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

function optedOut(): boolean {
  const browser = navigator as PrivacyNavigator;
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** Runs `task` after the load event, when the browser is next idle (at the latest 5 s later). */
function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    const request = (window as IdleWindow).requestIdleCallback;
    const run = () => !cancelled && task();
    if (request) request(run, { timeout: 5_000 });
    else window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

function AnalyticsIsland({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname();
  const tracker = useRef<Tracker | null>(null);
  /** Page views before the tracker loaded, reported when it has. */
  const visited = useRef<string[]>([]);

  useEffect(() => {
    const allowed = !optedOut();
    acceptEvents(allowed);
    if (!allowed) return;
    return afterLoadAndIdle(() => {
      // Inlined at build time: without analytics this import, and the tracker's chunk, are left out.
      if (process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN) {
        void import('@/lib/analytics/tracker').then((module) => {
          if (tracker.current) return;
          tracker.current = module;
          module.startAnalytics(config, visited.current.splice(0));
        });
      }
    });
  }, [config]);

  useEffect(() => {
    if (tracker.current) tracker.current.pageview(window.location.href);
    else visited.current.push(window.location.href);
  }, [pathname]);

  return null;
}

/**
 * The island, or nothing. NEXT_PUBLIC_PLAUSIBLE_DOMAIN is inlined when the site is built (next.config.ts
 * defines it even when unset), so a build without analytics compiles this to `() => null`: no island,
 * no tracker chunk, no analytics code in any page.
 */
export const Analytics: (props: { config: AnalyticsConfig }) => ReactNode = process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN
  ? AnalyticsIsland
  : () => null;
