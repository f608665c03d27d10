// A document by slug, or null; a fault instead when a document of the type has a non-text slug (it may be this one).
import { z } from '@/lib/zod';

export const unaddressableQuery = <T extends string>(type: T) =>
  `*[_type == "${type}" && defined(slug.current) && !defined(lower(slug.current))]._id` as const;

export function lookupSchema<S extends z.ZodType>(document: S, kind: string) {
  type Lookup = { doc: z.output<S> | null; unaddressable: string[] };
  return z
    .object({ doc: z.nullable(document), unaddressable: z.array(z.string()) })
    .refine((lookup) => (lookup as Lookup).doc !== null || lookup.unaddressable.length === 0, {
      path: ['unaddressable'],
      error: (issue) => {
        const ids = (issue.input as Lookup).unaddressable.join(', ');
        return `none here, and ${kind} ${ids} have a slug that is not text (one may be the one asked for)`;
      },
    })
    .transform((lookup) => (lookup as Lookup).doc);
}
