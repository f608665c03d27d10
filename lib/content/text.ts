// zod building blocks for the text fields of every document type. In an editor's preview the
// strings carry invisible stega characters (Visual Editing maps them back to their fields): limits
// count only the characters a reader sees, and values used as names or ids are read clean.
import { stegaClean } from 'next-sanity';
import { z } from '@/lib/zod';

/** Required text: trimmed, not empty. */
export const text = z.string().trim().min(1);

const atMost = (max: number) => (value: string) => stegaClean(value).length <= max;
const tooLong = (max: number) => `at most ${max} characters`;

/** Required text of at most `max` characters as a reader sees them. */
export const boundedText = (max: number) => text.refine(atMost(max), tooLong(max));

/** Optional text of at most `max` characters; empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .refine(atMost(max), tooLong(max))
    .nullish()
    .transform((value) => value?.trim() || null);

/** A value the site uses as a name or an id (a palette, a video id), read without stega marks. */
export const clean = <T extends z.ZodType>(schema: T) => z.preprocess((value) => stegaClean(value), schema);
