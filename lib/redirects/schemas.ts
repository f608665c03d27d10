// A redirect document from the content service, parsed once at the boundary with the rules the Studio applies,
// messages included, from the one file both import (limits.ts). A malformed document is left out and named, like
// every list the site reads. Written out, not derived (lib/content/derive.ts): those rules are no text limits,
// and plain Node, which loads this file, cannot load derive.ts.
// Relative imports with their extension: the export's build step (plain Node) imports it.
import { readsQuery } from '../content/query-shape.ts';
import { z } from '../zod.ts';
import { redirectsQuery } from './queries.ts';
import { fromProblem, ownAddressProblem, toProblem } from './limits.ts';
import type { PageSegments } from './pages.ts';
import type { Redirect } from './rules.ts';

const checked = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const message = problem(value);
      if (message) context.addIssue({ code: 'custom', message });
    });

export const redirectDocumentSchema = z
  .object({
    _id: z.string().min(1),
    from: checked(fromProblem),
    to: checked(toProblem),
    // The Studio's initial value; a document written through the API without it is permanent too.
    permanent: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
  })
  .superRefine((doc, context) => {
    const message = ownAddressProblem(doc.from, doc.to);
    if (message) context.addIssue({ code: 'custom', message, path: ['to'] });
  })
  .transform(({ _id, ...rest }): Redirect => ({ id: _id, ...rest }));

const idOf = (doc: unknown) =>
  doc && typeof doc === 'object' && '_id' in doc && typeof doc._id === 'string' ? doc._id : '(no _id)';

/** The redirects of a query's result, and a line for each document left out. Throws when it is not a list. */
export function parseRedirects(result: unknown): { redirects: Redirect[]; problems: string[] } {
  if (!Array.isArray(result)) throw new Error('the redirects query did not answer a list');
  const redirects: Redirect[] = [];
  const problems: string[] = [];
  for (const doc of result) {
    const parsed = redirectDocumentSchema.safeParse(doc);
    if (parsed.success) redirects.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : '(document)';
      problems.push(`redirect ${idOf(doc)} left out: ${field}: ${issue?.message ?? 'invalid'}`);
    }
  }
  return { redirects, problems };
}

const segments = z
  .array(z.string())
  .nullish()
  .transform((list) => list ?? []);
const pagesSchema = z.object({ post: segments, caseStudy: segments, landingPage: segments });

// What parseRedirectRead reads of redirectsQuery's answer (each redirect on its own, so one bad document is left
// out alone): checked against the query's generated type when this file is compiled, not at run time.
readsQuery(z.object({ redirects: z.array(redirectDocumentSchema), pages: pagesSchema }), redirectsQuery);

export type RedirectRead = { redirects: Redirect[]; problems: string[]; pages: PageSegments };

/** The redirects query's answer ({ redirects, pages }; a bare list is redirects alone). Throws when it is neither. */
export function parseRedirectRead(result: unknown): RedirectRead {
  if (Array.isArray(result)) return { ...parseRedirects(result), pages: { post: [], caseStudy: [], landingPage: [] } };
  if (!result || typeof result !== 'object' || !('redirects' in result))
    throw new Error('the redirects query did not answer { redirects, pages }');
  const pages = pagesSchema.safeParse('pages' in result ? result.pages : {});
  if (!pages.success) throw new Error(`the redirects query's pages: ${pages.error.issues[0]?.message ?? 'invalid'}`);
  return { ...parseRedirects(result.redirects), pages: pages.data };
}
