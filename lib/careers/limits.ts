// What the site requires of a job opening, stated once for the site's schema
// (lib/careers/schemas.ts) and the Studio's validation (sanity/schema-types/job-opening.ts);
// tests/unit/studio-rules.test.ts checks that the two agree.

export const jobTypes = ['Full-time', 'Part-time'] as const;
export type JobType = (typeof jobTypes)[number];

export const jobLimits = {
  titleMax: 80,
  locationMax: 60,
  descriptionMax: 600,
  requirementMax: 160,
  requirementsMin: 1,
  requirementsMax: 8,
} as const;
