// Whether the home page shows its special offer.
import type { SpecialOfferDoc } from '@/lib/marketing/schemas';

/** Switched on, and not past its end date at `now` (the page's render). */
export const shownOffer = (offer: SpecialOfferDoc | null, now = Date.now()) =>
  offer?.enabled && (offer.endsAt === null || Date.parse(offer.endsAt) > now) ? offer : null;
