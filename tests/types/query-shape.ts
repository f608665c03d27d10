// Compile-time tests of the tie between a query and its parser (lib/content/query-shape.ts): `npm run typecheck`
// compiles this file, and each `@ts-expect-error` below fails the check when the line under it stops being an
// error. Nothing here runs.
import { defineQuery } from 'next-sanity';
import { postIndexQuery, postScheduleQuery } from '@/lib/blog/queries';
import { postIndexEntrySchema } from '@/lib/blog/schemas';
import { readsQuery } from '@/lib/content/query-shape';
import { z } from '@/lib/zod';

const postEntry = z.array(postIndexEntrySchema);

// The real pairs compile.
readsQuery(postEntry, postIndexQuery);
readsQuery(z.array(z.string()), postScheduleQuery);

// A field the Studio schema and the query give that the parser does not read (the excerpt, dropped).
// @ts-expect-error the query gives it, the parser drops it
readsQuery(z.array(postIndexEntrySchema.omit({ excerpt: true })), postIndexQuery);

// A field the parser reads that the query does not give (added to the parser alone).
// @ts-expect-error the parser reads it, the query does not give it
readsQuery(z.array(postIndexEntrySchema.extend({ subtitle: z.string().nullish() })), postIndexQuery);

// A field inside a nested object: the author's name, dropped.
const withoutAuthorName = z.array(postIndexEntrySchema.extend({ author: z.object({ image: z.unknown() }).nullish() }));
// @ts-expect-error the query gives author.name, the parser drops it
readsQuery(withoutAuthorName, postIndexQuery);

// A query TypeGen has not typed (its text changed since npm run typegen, or it cannot be read).
const untyped = defineQuery(`*[_type == "post"]{ _id, title }`);
// @ts-expect-error this query has no generated type: run npm run typegen
readsQuery(z.array(z.object({ _id: z.string(), title: z.string() })), untyped);
