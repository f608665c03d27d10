// The limits of the three service pages' documents (/shorts, /product-demo-videos, /video-production), shared by
// lib/marketing/service-pages/schemas.ts and the Studio (tests/unit/studio-rules-service-pages.test.ts checks they
// agree); the closing call's and the video cards' are the shared shapes' (lib/content/shape-limits.ts). No imports
// from the app: the Studio loads this file.

export const servicePageLimits = {
  badgeMax: 40,
  titleMax: 80,
  leadMax: 300,
  paragraphMax: 400,
  introMin: 1,
  introMax: 4,
  statValueMax: 20, // a headline number: '15-60s', '72 hrs'
  statLabelMax: 40,
  statsMin: 1,
  statsMax: 4, // the hero's row has room for four
  sectionTitleMax: 80,
  sectionLeadMax: 200,
  cardTitleMax: 60,
  cardTextMax: 240,
  cardsMin: 1,
  cardsMax: 9, // three rows of three
  modesMin: 1,
  modesMax: 4,
  pointMax: 80,
  pointsMin: 1,
  pointsMax: 6,
  stepsMin: 2,
  stepsMax: 6,
  timelineMax: 30,
  samplesMin: 1,
  samplesMax: 6,
  shortTitleMax: 80,
  companyMax: 60,
  sampleBadgeMax: 20, // the chip on every short: 'SHORT'
  pricingLabelMax: 40, // the pricing card's button
} as const;

/** Each page's document id, which is also its type's name: one document each, opened in place by the Studio. */
export const servicePageIds = {
  shortsPage: 'shortsPage',
  productDemoVideosPage: 'productDemoVideosPage',
  videoProductionPage: 'videoProductionPage',
} as const;
export type ServicePageType = keyof typeof servicePageIds;
