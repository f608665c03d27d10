// A case study's limits, shared by schemas.ts and the Studio (tests/unit/studio-rules.test.ts checks they agree).

export const caseStudyLimits = {
  clientMax: 60, // the card's title and the page's badge
  subtitleMax: 120,
  resultMax: 120,
  metricMax: 40,
  titleMax: 120,
  summaryMax: 300, // the page's lead and description
  quoteMax: 400,
  noteMax: 100, // a line of a before or after panel
  notesMax: 5,
} as const;

export const panelKeys = ['testimonials', 'tutorials', 'verticalAds'] as const; // in page order
export type PanelKey = (typeof panelKeys)[number];
