// Content in, checked, cached. Every query result is parsed with its zod schema before it enters
// Next's data cache (unstable_cache): a garbled or malformed answer is a ContentFault, never data,
// so nothing wrong is ever cached. When a fault meets an entry cached earlier, Next's data cache
// returns that last good entry; with none, the fault reaches the page, which keeps its last good
// version (a failed regeneration is discarded) or, with nothing to keep, answers 503.
//
// Absent versus broken: only the service saying "no such document" (null) is absence. A single
// document that fails its schema is a fault for its page. In a list, a document that fails is left
// out (and logged once): the list, the sitemap and the feed go on with the documents that pass,
// while that document's own page keeps its last good version.
import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { contentRevalidateSeconds } from '@/lib/content/config';
import { isContentFault, logOnce } from '@/lib/content/faults';
import { parseDocuments, parseOptionalDocument } from '@/lib/content/parse';
import { contentSource, queryContent, queryDrafts } from '@/lib/content/source';
import { z } from '@/lib/zod';

export type ContentRead = {
  /** The data cache's name for this read ('post', 'posts'), one schema per name. The key also
   * holds the query's hash, and every build starts with an empty data cache (package.json), so an
   * entry is only ever read by the code that wrote it. */
  key: string;
  /** A GROQ query. */
  query: string;
  params?: Record<string, unknown>;
  /** Cache tags the publish webhook revalidates. */
  tags: string[];
  /** What is read, for the log: 'the post list', 'the post "x"'. */
  what: string;
  /** An editor's preview: drafts, never cached. */
  preview?: boolean;
};

async function read<T>(
  { key, query, params = {}, tags, what, preview = false }: ContentRead,
  parse: (raw: unknown) => T,
) {
  try {
    if (preview) return parse(await queryDrafts(query, params, what));
    const cached = unstable_cache(
      async (vars: Record<string, unknown>) => parse(await queryContent(query, vars, what)),
      ['content', contentSource, key, createHash('sha256').update(query).digest('hex').slice(0, 16)],
      {
        tags,
        revalidate: contentRevalidateSeconds,
      },
    );
    return await cached(params);
  } catch (error) {
    if (isContentFault(error) && error.kind !== 'malformed') logOnce(`[content] ${error.message}`);
    throw error;
  }
}

/** One document, or null when the service says there is none. Throws a ContentFault otherwise. */
export function loadDocument<S extends z.ZodType>(schema: S, request: ContentRead): Promise<z.output<S> | null> {
  return read(request, (raw) => parseOptionalDocument(schema, raw));
}

/** A list of documents; one that fails its schema is left out. Throws a ContentFault otherwise. */
export function loadDocuments<S extends z.ZodType>(schema: S, request: ContentRead): Promise<z.output<S>[]> {
  return read(request, (raw) => parseDocuments(schema, raw, request.what));
}
