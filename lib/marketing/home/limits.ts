// The limits and option lists of the home page's document, shared by lib/marketing/home/schemas.ts and the Studio
// (tests/unit/studio-rules-home.test.ts checks they agree). No imports from the app: the Studio loads this file.
// A text's length counts a claim's placeholder as written ('{delivery} hrs'): the reader fills it in afterwards.

export const homePageLimits = {
  eyebrowMax: 40,
  heroTitleMax: 80,
  heroLeadMax: 300,
  guaranteeLabelMax: 60,
  guaranteeTextMax: 200,
  ctaLabelMax: 40,
  ctaNoteMax: 80,
  linkLabelMax: 40,
  videoTitleMax: 80,
  stripTitleMax: 60,
  statValueMax: 20, // a headline number: '{process} days', '10+ hrs'
  statLabelMax: 80,
  factsMin: 1,
  factsMax: 3, // the hero's row of three
  sectionTitleMax: 80,
  sectionLeadMax: 200,
  cardTitleMax: 60,
  cardTextMax: 240,
  painPointsMin: 1,
  painPointsMax: 6, // three cards a row
  statsMin: 1,
  statsMax: 4, // two by two beside the points
  pointMax: 80,
  pointsMin: 1,
  pointsMax: 6,
  serviceNameMax: 60,
  serviceDescriptionMax: 200,
  featureMax: 80,
  featuresMin: 1,
  featuresMax: 6,
  badgeMax: 30,
  servicesMin: 1,
  servicesMax: 6, // two cards a row
  stepsMin: 2,
  stepsMax: 8, // four a row on a wide screen
  timelineMax: 30,
  proofMax: 80,
  toolNameMax: 40,
  toolsMin: 1,
  toolsMax: 3, // one row of three
  ctaLeadMax: 300,
} as const;

/** The document's id, which is also its type's name: one document, opened in place by the Studio. */
export const homePageIds = { homePage: 'homePage' } as const;

// The option lists: each value names an icon, a colour or a drawing the page's code holds.
export const painPointIcons = ['bounce', 'churn', 'time'] as const;
export type PainPointIcon = (typeof painPointIcons)[number];

export const serviceIcons = ['demo', 'onboarding', 'webinar', 'youtube'] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

export const serviceBadgeColours = ['accent', 'highlight', 'success', 'ink'] as const;
export type ServiceBadgeColour = (typeof serviceBadgeColours)[number];

export const stepIcons = ['call', 'script', 'production', 'launch'] as const;
export type StepIcon = (typeof stepIcons)[number];

export const stepColours = ['accent', 'highlight', 'success', 'ink'] as const;
export type StepColour = (typeof stepColours)[number];

/** The tool previews' drawings (components/home/tool-previews.tsx): a chat, a review link, a task board. */
export const toolKinds = ['chat', 'preview', 'tasks'] as const;
export type ToolKind = (typeof toolKinds)[number];
