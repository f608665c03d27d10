// The video documents' limits, shared by the Studio (sanity/schema-types/video.ts) and the site's parser. No
// imports: the Studio loads this file.
export const videoLimits = {
  titleMax: 100, // a VideoObject's name, as a search result shows it
  descriptionMax: 160, // one sentence, as a search result would show it
  posterAltMax: 160, // screen readers read it whole: a sentence, not a paragraph
} as const;
