// The home page's special offer popup: its behaviour and the dialog's fixed labels. What is on offer (shown or
// not, the label above the headline, the headline, text, prices, partner, videos, the call to action and its target,
// a start, an end date, the popup's delay) is the marketers' offer document (the Studio's Offer;
// content/dataset.ndjson without a Sanity project).

export const specialOffer = {
  /** With no end date set, each visitor's countdown starts here: 3 days. */
  countdownSeconds: 259_200,
  regularPriceLabel: 'Regular price',
  offerPriceLabel: 'Offer price',
  countdownLabel: 'Offer ends in',
  units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  closeLabel: 'Close offer',
} as const;
