// The YouTube strategy article's document id; its limits are in its Studio definition
// (sanity/schema-types/youtube-strategy-page.ts). No imports from the app: the Studio loads this file.

/** The singleton's document id: one document, which the Studio cannot duplicate or delete. */
export const youtubeStrategyPageId = { youtubeStrategyPage: 'youtubeStrategyPage' } as const;
