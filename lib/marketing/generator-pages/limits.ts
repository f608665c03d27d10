// The script generators' page documents' ids; their limits are in their Studio definition
// (sanity/schema-types/generator-page.ts). No imports from the app: the Studio loads this file.

/** The singletons' document ids: one document each, which the Studio cannot duplicate or delete. */
export const generatorPageIds = {
  scriptGeneratorPage: 'scriptGeneratorPage',
  youtubeScriptGeneratorPage: 'youtubeScriptGeneratorPage',
} as const;
