// Content in, checked, cached: each result is parsed inside unstable_cache, so a fault throws and nothing wrong
// is cached. Learn more: docs/decisions/0017-content-read-bounded-and-cached-after-validation.md
import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { contentRevalidateSeconds } from '@/lib/content/config';
import { isContentFault, logOnce } from '@/lib/content/faults';
import { parseDocuments, parseOptionalDocument } from '@/lib/content/parse';
import type { ReadsQuery, ReadsQueryItems } from '@/lib/content/query-shape';
import { contentSource, queryContent, queryDrafts } from '@/lib/content/source';
import { z } from '@/lib/zod';

export type ContentRead<Q extends string = string> = {
  /** The data cache's name for this read ('post', 'posts'): one schema per name. */
  key: string;
  /** A defineQuery: its result type, from TypeGen, must be what the schema reads (lib/content/query-shape.ts). */
  query: Q;
  params?: Record<string, unknown>;
  tags: string[];
  what: string; // for the log: 'the post list', 'the post "x"'
  preview?: boolean; // drafts, never cached
  /** Told whether each read of the service succeeded (a cached answer makes none; a failed one leaves the last). */
  onRead?: (succeeded: boolean) => void;
  /** Seconds the cached answer counts as fresh, when shorter than the hourly default (lib/blog/schedule.ts). */
  revalidate?: number;
};

async function read<T>(
  { key, query, params = {}, tags, what, preview = false, onRead, revalidate }: ContentRead,
  parse: (raw: unknown) => T,
) {
  try {
    if (preview) return parse(await queryDrafts(query, params, what));
    const cached = unstable_cache(
      async (vars: Record<string, unknown>) => {
        try {
          const result = parse(await queryContent(query, vars, what));
          onRead?.(true);
          return result;
        } catch (error) {
          onRead?.(false);
          throw error;
        }
      },
      ['content', contentSource, key, createHash('sha256').update(query).digest('hex').slice(0, 16)],
      {
        tags,
        // Next judges an entry's age by the lifetime given at each read, and a page regenerates as early as
        // its shortest read says.
        revalidate: Math.min(revalidate ?? contentRevalidateSeconds, contentRevalidateSeconds),
      },
    );
    return await cached(params);
  } catch (error) {
    if (isContentFault(error) && error.kind !== 'malformed') logOnce(`[content] ${error.message}`);
    throw error;
  }
}

export function loadDocument<S extends z.ZodType, Q extends string>(
  schema: S & ReadsQuery<S, Q>,
  request: ContentRead<Q>,
): Promise<z.output<S> | null> {
  return read(request, (raw) => parseOptionalDocument(schema, raw));
}

/** A document that fails its schema is left out (and logged once); its own page keeps its last good version. */
export function loadDocuments<S extends z.ZodType, Q extends string>(
  schema: S & ReadsQueryItems<S, Q>,
  request: ContentRead<Q>,
): Promise<z.output<S>[]> {
  return read(request, (raw) => parseDocuments(schema, raw, request.what));
}
