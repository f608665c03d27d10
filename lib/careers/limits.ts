// A job opening's limits, shared by lib/careers/schemas.ts and the Studio (tests/unit/studio-rules.test.ts checks).

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
