// A reader for a document there is exactly one of (the settings, a page's words), through the content layer
// (lib/content/load.ts): parsed, cached, tagged for the publish webhook. A missing one is a fault, logged once,
// not an empty page: the last good page stays; in a build, with no page to keep, it stops the build by name.
import 'server-only';
import { cache } from 'react';
import { ContentFault, logOnce } from '@/lib/content/faults';
import { loadDocument } from '@/lib/content/load';
import type { ReadsQuery } from '@/lib/content/query-shape';
import { isBuildPhase } from '@/lib/content/phase';
import type { z } from '@/lib/zod';

type Singleton<S extends z.ZodType, Q extends string = string> = {
  /** Its fixed id, which is also its type's name and the data cache's name for the read. */
  id: string;
  schema: S & ReadsQuery<S, Q>;
  query: Q;
  tag: string;
  /** For the log: 'the pricing page'. */
  what: string;
  /** Its entry in the Studio's desk, so the log says where to look. */
  studio: string;
};

/** Why the build stops: the document, where the Studio makes it, and the one-line import of today's content. */
export const missingSingletonMessage = ({ id, what, studio }: Pick<Singleton<z.ZodType>, 'id' | 'what' | 'studio'>) =>
  `The site cannot be built without ${what}: the content service has no published document "${id}". ` +
  `Create and publish it in the Studio (/studio → ${studio}), or import the embedded content once: ` +
  `npx sanity dataset import content/dataset.ndjson <dataset> (docs/deploy.md, "Sanity").`;

export function singletonReader<S extends z.ZodType, Q extends string>({
  id,
  schema,
  query,
  tag,
  what,
  studio,
}: Singleton<S, Q>) {
  const read = cache(async (preview: boolean): Promise<z.output<S>> => {
    const doc = await loadDocument(schema, { key: id, query, tags: [tag], what, preview });
    if (doc) return doc;
    // A build has no last good page to keep: a project without the document cannot make the site at all.
    if (isBuildPhase()) throw new Error(missingSingletonMessage({ id, what, studio }));
    const fault = new ContentFault('malformed', `${what}: no document "${id}" (the Studio's ${studio})`);
    logOnce(`[content] ${fault.message}`);
    throw fault;
  });
  return ({ preview = false }: { preview?: boolean } = {}) => read(preview);
}
