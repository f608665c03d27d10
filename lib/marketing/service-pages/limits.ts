// The three service pages' document ids (/shorts, /product-demo-videos, /video-production); their limits are in
// their Studio definitions (sanity/schema-types/). No imports from the app: the Studio loads this file.

/** Each page's document id, which is also its type's name: one document each, opened in place by the Studio. */
export const servicePageIds = {
  shortsPage: 'shortsPage',
  productDemoVideosPage: 'productDemoVideosPage',
  videoProductionPage: 'videoProductionPage',
} as const;
export type ServicePageType = keyof typeof servicePageIds;
