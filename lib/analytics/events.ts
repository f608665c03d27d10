// The site's analytics events, as the islands that see them report them. Browser-bound and small: every
// island that reports imports it, so it holds no tracker code. Until the tracker loads (after the page is
// idle, components/page-wide/analytics.tsx) events wait here, a few at most: an island's first effects
// run before the analytics island's. When the visitor's browser asks not to be tracked the queue is
// emptied and closed; when analytics is off nothing ever reads it.

export type AnalyticsEvents = {
  'Booking click': { page: string; cta: string };
  'Script generated': { generator: string; type: string };
  'Lead captured': { generator: string; action: 'copy' | 'download' };
  'Offer opened': { trigger: 'timer' | 'header' };
  'Offer claimed': Record<string, never>;
  'ROI calculator used': Record<string, never>;
  '404': { path: string };
};

export type AnalyticsEventName = keyof AnalyticsEvents;
export type AnalyticsEvent = { name: string; props: Record<string, string> };
type Sink = (event: AnalyticsEvent) => void;

/** A generator's name in events: its page's path without the slash ('youtube-script-generator'). */
export const generatorName = (page: string) => page.replace(/^\/+/, '');

/** Events reported before the tracker loaded; a page that never goes idle keeps a few, not an unbounded list. */
const MAX_WAITING = 30;
/** null until the analytics island decides; false: the visitor opted out. */
let accepting: boolean | null = null;
let sink: Sink | null = null;
const waiting: AnalyticsEvent[] = [];

export function trackEvent<Name extends AnalyticsEventName>(name: Name, props: AnalyticsEvents[Name]): void {
  // Inlined when the site is built (next.config.ts): without analytics nothing is kept for a tracker never loaded.
  if (!process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN || accepting === false) return;
  const event = { name, props };
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Whether the visitor allows analytics (no Global Privacy Control, no Do Not Track). */
export function acceptEvents(allowed: boolean): void {
  accepting = allowed;
  if (!allowed) waiting.length = 0;
}

/** The tracker is ready: send what waited, then each event as it comes. */
export function connectEvents(send: Sink): void {
  sink = send;
  for (const event of waiting.splice(0)) send(event);
}
