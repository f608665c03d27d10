// The bounds on every content read: a hostile or broken content service costs at most this much memory and time.
// Learn more: docs/decisions/0017-content-read-bounded-and-cached-after-validation.md
import { cache } from 'react';
import { isBuildPhase } from '@/lib/content/phase';

/** Room for a post 600 times today's largest or an index of ~5,000 posts; a runaway answer is never held whole. */
export const maxAnswerBytes = 2 * 1024 * 1024;

/** Shared by every query of a render (Sanity answers in well under 1 s): a hang costs a visitor 3 s in all. */
export const renderBudgetMs = 3_000;
/** No visitor waits on a build, a cold API CDN is slower, and a failed build stops a deploy. */
export const buildBudgetMs = 20_000;

/** One retry of a failed connection or a 5xx, only while this much of the budget is left. */
export const retryIfLeftMs = 1_000;

/** The first content read of a render starts the clock; React's cache shares it for the request. */
export const renderDeadline = cache((): number => Date.now() + (isBuildPhase() ? buildBudgetMs : renderBudgetMs));
