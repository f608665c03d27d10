// zod schema for the open positions on /career, derived from the opening's Studio definition.
import { jobTypes } from '@/lib/careers/limits';
import { documentParser } from '@/lib/content/derive';
import { clean } from '@/lib/content/text';
import { z } from '@/lib/zod';
import { jobOpening } from '@/sanity/schema-types/job-opening';

export const jobOpeningSchema = documentParser(jobOpening).extend({ type: clean(z.enum(jobTypes)) });

export type JobOpening = z.output<typeof jobOpeningSchema>;
