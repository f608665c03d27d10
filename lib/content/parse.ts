// The boundary where content-service data is parsed, once (pure: unit-tested directly). A single
// document that fails its schema is a 'malformed' fault naming its id and its first failing
// field; in a list it is left out. Either way the problem is logged once (lib/content/faults.ts).
import { ContentFault, isContentFault, logOnce } from '@/lib/content/faults';
import { z } from '@/lib/zod';

type Log = (message: string) => void;

const ownId = (doc: unknown) =>
  doc && typeof doc === 'object' && '_id' in doc && typeof doc._id === 'string' ? doc._id : undefined;

/**
 * The document's _id, or that of the document a lookup wraps ({ post: {...}, ... }) with the key
 * it is under, so that a problem is named by the document's own field ('title', not 'post.title').
 */
function documentOf(doc: unknown): { id?: string; under?: string } {
  const id = ownId(doc);
  if (id !== undefined || !doc || typeof doc !== 'object') return { id };
  for (const [key, value] of Object.entries(doc)) {
    const nested = ownId(value);
    if (nested !== undefined) return { id: nested, under: key };
  }
  return {};
}

/** The first problem zod found, as 'field.path: message'. */
function firstProblem(error: z.ZodError, under?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = under !== undefined && issue.path[0] === under ? issue.path.slice(1) : issue.path;
  return `${path.length > 0 ? path.join('.') : '(document)'}: ${issue.message}`;
}

/** The document parsed, or a 'malformed' ContentFault naming its id and failing field. */
export function parseDocument<S extends z.ZodType>(schema: S, doc: unknown, log?: Log): z.output<S> {
  const parsed = schema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const { id, under } = documentOf(doc);
  const fault = new ContentFault(
    'malformed',
    `document ${id ?? '(no _id)'} fails the site's schema: ${firstProblem(parsed.error, under)}`,
    { documentId: id },
  );
  logOnce(`[content] ${fault.message}`, log);
  throw fault;
}

/** A single-document result: null (the service says there is none) stays null. */
export const parseOptionalDocument = <S extends z.ZodType>(schema: S, result: unknown, log?: Log) =>
  result === null || result === undefined ? null : parseDocument(schema, result, log);

/** A list result: it must be a list; documents that fail their schema are left out. */
export function parseDocuments<S extends z.ZodType>(
  schema: S,
  result: unknown,
  what: string,
  log?: Log,
): z.output<S>[] {
  if (!Array.isArray(result)) throw new ContentFault('garbled', `${what}: the answer is not a list`);
  return result.flatMap((doc) => {
    try {
      return [parseDocument(schema, doc, log)];
    } catch (error) {
      if (isContentFault(error)) return [];
      throw error;
    }
  });
}
