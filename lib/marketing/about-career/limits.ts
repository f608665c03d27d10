// The limits of the about and career page documents, shared by ./schemas.ts and the Studio
// (tests/unit/studio-rules-about-career.test.ts checks they agree); the about page's FAQ and closing call have the
// shared shapes' (lib/content/shape-limits.ts). No imports from the app: the Studio loads this file.

/** Limits both pages share: a hero, a section's heading, a card. */
const page = {
  badgeMax: 30,
  titleMax: 80,
  leadMax: 300,
  sectionTitleMax: 80,
  sectionLeadMax: 200,
  cardTitleMax: 40,
  cardTextMax: 200,
} as const;

export const aboutLimits = {
  ...page,
  paragraphMax: 600,
  paragraphsMin: 1,
  paragraphsMax: 4, // the story sits beside the mission card: more pushes the founders far down
  missionMax: 200,
  founderNameMax: 60,
  founderRoleMax: 80,
  founderBioMax: 300,
  profileLabelMax: 80,
  photoAltMax: 160,
  foundersMin: 1,
  foundersMax: 4, // two cards a row
  valuesMin: 1,
  valuesMax: 6, // three cards a row
  specialisationTextMax: 400,
  guaranteeValueMax: 16, // large type on a third of the width: '30-day', 'Unlimited'; a claim counts as written, '{guarantee}-day'
  guaranteeTextMax: 160,
  guaranteesMin: 1,
  guaranteesMax: 3, // one row of three
} as const;

export const careerLimits = {
  ...page,
  emptyMax: 120,
  labelMax: 40,
  perksMin: 1,
  perksMax: 6, // three cards a row
  inquiryTextMax: 300,
} as const;

/** The singletons' document ids: one document each, which the Studio cannot duplicate or delete. */
export const aboutCareerSingletonIds = { aboutPage: 'aboutPage', careerPage: 'careerPage' } as const;
