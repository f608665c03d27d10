// What the site requires of a case study, stated once for both sides of the publish: the site's
// schema (lib/case-studies/schemas.ts) refuses a case study outside these limits, and the Studio's
// validation (sanity/schema-types/case-study.ts) stops an editor from publishing one.
// tests/unit/studio-rules.test.ts checks that the two agree.

export const caseStudyLimits = {
  /** The client's name: the card's title and the page's badge. */
  clientMax: 60,
  /** The card's one line under the client. */
  subtitleMax: 120,
  /** The card's result and its metric badge. */
  resultMax: 120,
  metricMax: 40,
  /** The page's headline and its lead (also the page's description). */
  titleMax: 120,
  summaryMax: 300,
  quoteMax: 400,
  /** Each line of a before or after panel; each panel holds one to five. */
  noteMax: 100,
  notesMax: 5,
} as const;

/** A video id: a Wistia id, or `youtube:` and a YouTube id (components/video/media-source.ts). */
export const mediaIdPattern = /^(?:youtube:)?[A-Za-z0-9_-]+$/;

/** The three panels of the before/after section, in their order on the page. */
export const panelKeys = ['testimonials', 'tutorials', 'verticalAds'] as const;
export type PanelKey = (typeof panelKeys)[number];
