// The tie between a GROQ query and the zod schema that guards its result before it is cached: the query's result
// type comes from Sanity's TypeGen (lib/content/sanity.types.ts, made from the Studio schema and the queries), and
// these types compare it with what the schema reads. A field in the Studio schema and the query that the parser
// does not read, or one the parser reads that the query does not give, is a type error that names the field.
// Types only: nothing here runs. Learn more: docs/content-model.md.
import type { SanityQueries } from 'next-sanity';
import type { z } from '@/lib/zod';

type Absent = null | undefined;

/** The result type TypeGen generated for a query's exact text; a query it has not seen is an error by itself. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries
  ? SanityQueries[Q]
  : { 'this query has no generated type: run npm run typegen': Q };

/** The keys a query can fill. TypeGen types a projected field that the document's type lacks as `null` alone. */
type Given<R> = { [K in keyof R]-?: [Exclude<R[K], Absent>] extends [never] ? never : K }[keyof R] & string;

/** Sanity's own keys on an object (its type's name, its key in a list): a parser need not read them. */
type Bookkeeping = '_type' | '_key';

/** Of a parser that is a union of `_type` cases, the case for this result member, or the whole parser. */
type CaseFor<P, R> = R extends { _type: infer T }
  ? [Extract<P, { _type: T }>] extends [never]
    ? P
    : Extract<P, { _type: T }>
  : P;

type ObjectMismatch<R, P, At extends string> = string extends keyof P
  ? never // the parser takes any key here; its own checks say what it needs
  : | {
        [K in Exclude<Given<R>, keyof P | Bookkeeping>]: `${At}.${K}: the query gives it, the parser drops it`;
      }[Exclude<Given<R>, keyof P | Bookkeeping>]
    | {
        [K in Exclude<keyof P & string, Given<R>>]: `${At}.${K}: the parser reads it, the query does not give it`;
      }[Exclude<keyof P & string, Given<R>>]
    | { [K in Given<R> & keyof P]: ShapeMismatch<R[K], P[K], `${At}.${K}`> }[Given<R> & keyof P];

/**
 * Where a query's result (R, from TypeGen) and a parser's input (P, zod's input type) differ, as a union of
 * messages, or never. Lists are compared item by item, a union of sections case by case (by `_type`); where the
 * parser takes anything (a preprocess, unknown) or the query gives a primitive, the comparison stops.
 * Fields, not emptiness: TypeGen cannot see a rule that requires a field only sometimes (a case study's page
 * fields, once it has an address) nor an asset's metadata being there, so whether a field may be empty stays
 * with the parsers' and the Studio's tests.
 */
export type ShapeMismatch<R, P, At extends string = 'result'> = unknown extends P
  ? never
  : R extends readonly (infer Item)[]
    ? Exclude<P, Absent> extends readonly (infer PItem)[]
      ? ShapeMismatch<Item, PItem, `${At}[]`>
      : `${At}: the query gives a list, the parser reads no list`
    : R extends object
      ? ObjectMismatch<
          R,
          CaseFor<Exclude<P, Absent>, R>,
          R extends { _type: infer T extends string } ? `${At}<${T}>` : At
        >
      : never;

/** The schema when it reads exactly what the query gives; otherwise a type that names each difference. */
export type ReadsQuery<S extends z.ZodType, Q extends string> = [ShapeMismatch<QueryResult<Q>, z.input<S>>] extends [
  never,
]
  ? unknown
  : { 'the schema and the query differ': ShapeMismatch<QueryResult<Q>, z.input<S>> };

/** Likewise for a schema that parses each item of a query's list. */
export type ReadsQueryItems<S extends z.ZodType, Q extends string> = [
  ShapeMismatch<QueryResult<Q>, z.input<S>[]>,
] extends [never]
  ? unknown
  : { 'the schema and the query differ': ShapeMismatch<QueryResult<Q>, z.input<S>[]> };

/** For a read outside lib/content/load.ts: returns the schema, and fails to compile where the schema does not
 * read what the query (taken for its type) gives. */
export function readsQuery<S extends z.ZodType, Q extends string>(schema: S & ReadsQuery<S, Q>, query: Q): S {
  void query;
  return schema;
}
