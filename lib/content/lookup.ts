// A document's page, looked up by its slug: the document, or null when the service says there is
// none. "None" is certain only when no document of the type has a slug that is not text (a bad
// edit through the API): no address finds such a document, and it may be the one that was here.
// Then the lookup is a fault (never cached) and the page keeps its last good version.
import { z } from '@/lib/zod';

/** The ids of the documents of `type` whose slug is not text (GROQ). */
export const unaddressableQuery = (type: string) =>
  `*[_type == "${type}" && defined(slug.current) && !defined(lower(slug.current))]._id`;

/** Parses `{ doc, unaddressable }` into the document or null; a fault when "null" is uncertain. */
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
