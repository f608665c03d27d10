// The header's 'Special Offer' button and the home page's popup talk through one DOM event,
// so the header (in the root layout) needs no knowledge of the popup's code.
export const SPECIAL_OFFER_OPEN_EVENT = 'special-offer:open';

/** The page that renders the popup (app/(site)/page.tsx), and so the header's button. */
export const SPECIAL_OFFER_PAGE = '/';

/** An attribute on the page while it has an offer: without it (the offer switched off, or over) CSS hides the
 * header's button, so the header needs no data of the page's. */
export const SPECIAL_OFFER_MARKER = 'data-special-offer';

export function requestSpecialOffer() {
  window.dispatchEvent(new CustomEvent(SPECIAL_OFFER_OPEN_EVENT));
}
