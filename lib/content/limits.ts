// The bounds on every content read: how large an answer may be and how long a render may wait.
// A hostile or broken content service costs the site at most this much memory and time.
import { cache } from 'react';
import { isBuildPhase } from '@/lib/content/phase';

/**
 * The largest answer read: 2 MiB. The largest post today is 3.4 KB of JSON and the index of all
 * posts about 400 bytes a post, so this leaves room for a post 600 times longer or an index of
 * about 5,000 posts, while a runaway answer (a 20 MB one took a server from 230 to 660 MB and it
 * stayed there) is cut off after 2 MiB and never held whole.
 */
export const maxAnswerBytes = 2 * 1024 * 1024;

/**
 * How long one render (a page with its metadata, the feed, the sitemap) may wait for content, in
 * all: every query of the render shares it, so a hanging service costs a visitor 3 s, not a
 * timeout per query and retry (it was two 5 s timeouts). Sanity's query API answers these
 * queries in well under a second; a render that needs more meets a fault and keeps the last good
 * page. A build waits longer: no visitor waits, a cold API CDN is slower, and a failed build
 * stops a deploy.
 */
export const renderBudgetMs = 3_000;
export const buildBudgetMs = 20_000;

/** One retry of a failed connection or a 5xx, only while this much of the budget is left. */
export const retryIfLeftMs = 1_000;

/**
 * The deadline of the current render: the first content read of a render starts the clock and
 * the others share it (React's cache lasts one request; outside a render each call is its own).
 */
export const renderDeadline = cache((): number => Date.now() + (isBuildPhase() ? buildBudgetMs : renderBudgetMs));
