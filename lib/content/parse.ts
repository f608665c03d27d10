// Where content-service data is parsed, once (pure); a failing document is a 'malformed' fault, logged once.
import { ContentFault, isContentFault, logOnce } from '@/lib/content/faults';
import { z } from '@/lib/zod';

type Log = (message: string) => void;

const ownId = (doc: unknown) =>
  doc && typeof doc === 'object' && '_id' in doc && typeof doc._id === 'string' ? doc._id : undefined;

/** The _id of the document, or of the one a lookup wraps and its key: a field reads 'title', not 'doc.title'. */
function documentOf(doc: unknown): { id?: string; under?: string } {
  const id = ownId(doc);
  if (id !== undefined || !doc || typeof doc !== 'object') return { id };
  for (const [key, value] of Object.entries(doc)) {
    const nested = ownId(value);
    if (nested !== undefined) return { id: nested, under: key };
  }
  return {};
}

function firstProblem(error: z.ZodError, under?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = under !== undefined && issue.path[0] === under ? issue.path.slice(1) : issue.path;
  return `${path.length > 0 ? path.join('.') : '(document)'}: ${issue.message}`;
}

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

export const parseOptionalDocument = <S extends z.ZodType>(schema: S, result: unknown, log?: Log) =>
  result === null || result === undefined ? null : parseDocument(schema, result, log);

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
