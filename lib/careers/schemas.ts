// zod schema for the open positions on /career; the Studio requires the same (lib/careers/limits.ts).
import { jobLimits as limits, jobTypes } from '@/lib/careers/limits';
import { boundedText, clean } from '@/lib/content/text';
import { z } from '@/lib/zod';

export const jobOpeningSchema = z.object({
  _id: z.string(),
  title: boundedText(limits.titleMax),
  type: clean(z.enum(jobTypes)),
  location: boundedText(limits.locationMax),
  description: boundedText(limits.descriptionMax),
  requirements: z.array(boundedText(limits.requirementMax)).min(limits.requirementsMin).max(limits.requirementsMax),
});

export type JobOpening = z.output<typeof jobOpeningSchema>;
