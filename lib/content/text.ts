// zod text fields. Preview strings carry invisible stega marks: limits count what a reader sees; `clean` strips them.
import { stegaClean } from 'next-sanity';
import { z } from '@/lib/zod';

export const text = z.string().trim().min(1);

const atMost = (max: number) => (value: string) => stegaClean(value).length <= max;
const tooLong = (max: number) => `at most ${max} characters`;

export const boundedText = (max: number) => text.refine(atMost(max), tooLong(max));

export const optionalText = (max: number) =>
  z
    .string()
    .refine(atMost(max), tooLong(max))
    .nullish()
    .transform((value) => value?.trim() || null);

export const clean = <T extends z.ZodType>(schema: T) => z.preprocess((value) => stegaClean(value), schema);
