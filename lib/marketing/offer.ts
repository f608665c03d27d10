// Whether the home page shows its special offer, and until when that answer holds. An offer is live from its start
// (none: from publishing) until its end (none: for good). Nothing announces either moment (no webhook fires), so
// the offer's read on the server is cached only until the next of them (read.ts): the home page regenerates then,
// as a scheduled post goes live (lib/blog/schedule.ts). The export shows the change at its next build.
import { lifetimeUntilNext } from '@/lib/marketing/lifetime';
import type { SpecialOfferDoc } from '@/lib/marketing/schemas';

type Window = Pick<SpecialOfferDoc, 'enabled' | 'startsAt' | 'endsAt'>;

/** Switched on, its start come and its end not yet, at `now` (the page's render). An editor's preview shows a
 * switched-on offer at any time, as it shows a scheduled post: what is being prepared is what they check. */
export const shownOffer = <O extends Window>(
  offer: O | null,
  { now = Date.now(), preview = false }: { now?: number; preview?: boolean } = {},
): O | null =>
  offer?.enabled &&
  (preview ||
    ((offer.startsAt === null || Date.parse(offer.startsAt) <= now) &&
      (offer.endsAt === null || Date.parse(offer.endsAt) > now)))
    ? offer
    : null;

/**
 * Seconds the offer's cached read (and so the home page) stays right at `now`: until its start or its end, whichever
 * comes next; with neither ahead, the hourly default.
 */
export const offerLifetime = (offer: Pick<Window, 'startsAt' | 'endsAt'>, now = Date.now()): number =>
  lifetimeUntilNext([offer.startsAt, offer.endsAt], now);
