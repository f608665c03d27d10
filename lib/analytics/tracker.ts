// The analytics tracker: Plausible's official tracker and the web-vitals library, loaded only by
// components/page-wide/analytics.tsx once the page is idle, never when analytics is off or the visitor
// opted out. Cookieless: nothing is written to cookies or storage (the tracker only reads its own
// `plausible_ignore` opt-out key). Events: page views (client navigations too), what the islands report
// (lib/analytics/events.ts), outbound link clicks, and each Core Web Vital once per page load.
// An analytics host that fails, refuses or hangs costs the visitor nothing: the page's first event goes
// alone, and the rest wait for its answer; a failure (or no answer in 10 s) stops this page's sending, so
// a host that is down sees one request and the console one failed request, with no retries.
import { init, track } from '@plausible-analytics/tracker';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { connectEvents } from '@/lib/analytics/events';
import { vitalBucket } from '@/lib/analytics/vitals';
import type { AnalyticsConfig } from '@/lib/env';

/** An event the host has not answered by then counts as a failure (a hanging host). */
const ANSWER_TIMEOUT_MS = 10_000;
/** Events kept while the first one waits for its answer. */
const MAX_HELD = 30;

type EventOptions = { props?: Record<string, string>; interactive?: boolean; url?: string };

/** `first`: nothing sent yet; `probing`: the first event waits for its answer; `open`; `stopped` after a failure. */
let state: 'first' | 'probing' | 'open' | 'stopped' = 'first';
let held: [string, EventOptions][] = [];
let lastPath: string | null = null;

function dispatch(name: string, options: EventOptions, onAnswer?: (ok: boolean) => void) {
  let answered = false;
  const answer = (ok: boolean) => {
    if (answered) return;
    answered = true;
    window.clearTimeout(timer);
    if (!ok) state = 'stopped';
    onAnswer?.(ok);
  };
  const timer = window.setTimeout(() => answer(false), ANSWER_TIMEOUT_MS);
  // No result: the tracker did not send it (a local page, a browser driven by automation, the opt-out key).
  track(name, { ...options, callback: (result) => answer(!result || ('status' in result && result.status < 400)) });
}

function send(name: string, options: EventOptions = {}) {
  if (state === 'stopped') return;
  if (state === 'open') return dispatch(name, options);
  if (state === 'probing') {
    if (held.length < MAX_HELD) held.push([name, options]);
    return;
  }
  state = 'probing';
  dispatch(name, options, (ok) => {
    const waiting = held;
    held = [];
    if (!ok) return;
    state = 'open';
    for (const [heldName, heldOptions] of waiting) dispatch(heldName, heldOptions);
  });
}

/** A page view: a navigation to the page already shown is not a new one (A → B → A is three). */
export function pageview(href: string) {
  const path = new URL(href).pathname;
  if (path === lastPath) return;
  lastPath = path;
  send('pageview', { url: href });
}

function reportOutboundClicks() {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !/^https?:$/.test(link.protocol)) return;
    if (link.host !== window.location.host) send('Outbound Link: Click', { props: { url: link.href } });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
}

function reportWebVitals() {
  // The page this load landed on: web-vitals measures the document's load, not client navigations.
  const page = window.location.pathname;
  const report = ({ name, value, rating }: Metric) => {
    if (name !== 'LCP' && name !== 'INP' && name !== 'CLS' && name !== 'TTFB') return;
    send('Web Vitals', { props: { metric: name, rating, value: vitalBucket(name, value), page }, interactive: false });
  };
  onTTFB(report);
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/** Starts the tracker and reports the page views of `visited` (the addresses seen before it loaded). */
export function startAnalytics(config: AnalyticsConfig, visited: readonly string[]) {
  init({
    domain: config.domain,
    endpoint: config.endpoint,
    captureOnLocalhost: config.countLocal,
    autoCapturePageviews: false,
    outboundLinks: false,
    logging: false,
    bindToWindow: false,
    transformRequest: (payload) => (state === 'stopped' ? null : payload),
  });
  for (const href of visited) pageview(href);
  reportOutboundClicks();
  reportWebVitals();
  connectEvents(({ name, props }) => send(name, Object.keys(props).length > 0 ? { props } : {}));
}
