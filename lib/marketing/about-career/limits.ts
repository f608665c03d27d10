// The about and career page documents' ids; their limits are in their Studio definitions
// (sanity/schema-types/about-page.ts, career-page.ts). No imports from the app: the Studio loads this file.

/** The singletons' document ids: one document each, which the Studio cannot duplicate or delete. */
export const aboutCareerSingletonIds = { aboutPage: 'aboutPage', careerPage: 'careerPage' } as const;
