// The addresses a content type answers at, read as one cached list per type. A made-up address outside it is a
// 404 with no query and no data-cache entry of its own, so a loop of dead links costs the content service and
// the caches nothing that lasts; the list is revalidated with the type's other lists (a publish, or hourly).
import 'server-only';
import { cache } from 'react';
import { livePost } from '@/lib/blog/queries';
import { caseStudiesTag, postsTag } from '@/lib/content/config';
import { loadDocument } from '@/lib/content/load';
import { unaddressableQuery } from '@/lib/content/lookup';
import { canBeAddress } from '@/lib/content/slug';
import { z } from '@/lib/zod';

type AddressedType = 'post' | 'caseStudy';

const bySlug = (filter: string) => `*[${filter} && defined(lower(slug.current))].slug.current`;

// Each mirrors its type's lookup: a post is found by its slug, or by its id when it has none, once it is live.
const addressQueries: Record<AddressedType, string> = {
  post: `{
    "segments": ${bySlug(livePost)} + *[${livePost} && !defined(slug.current)]._id,
    "unaddressable": ${unaddressableQuery('post')}
  }`,
  caseStudy: `{
    "segments": ${bySlug('_type == "caseStudy"')},
    "unaddressable": ${unaddressableQuery('caseStudy')}
  }`,
};

const tags: Record<AddressedType, string> = { post: postsTag, caseStudy: caseStudiesTag };

const addressesSchema = z.object({ segments: z.array(z.string()), unaddressable: z.array(z.string()) });

/** Whether the last read of a type's list failed: Next then gives the last good list, which may lack a new address. */
const lastReadFailed: Record<AddressedType, boolean> = { post: false, caseStudy: false };

const addresses = cache((type: AddressedType, revalidate?: number) =>
  loadDocument(addressesSchema, {
    key: `addresses-${type}`,
    query: addressQueries[type],
    tags: [tags[type]],
    what: `the ${type} addresses`,
    revalidate,
    onRead: (succeeded) => {
      lastReadFailed[type] = !succeeded;
    },
  }),
);

/**
 * Whether a published document of `type` may answer at `segment`, so its own lookup is worth a query. The
 * list cannot say no while its renewal fails (the content service is down: the lookup's fault answers 503,
 * try again later, as before the list) or while a document's slug is not text (it has no address in the
 * list, and any segment may be its: the lookup reports the fault, and its page keeps its last good version).
 * `revalidate` shortens the list's cached life (posts: until a scheduled one goes live, lib/blog/schedule.ts).
 */
export async function mayAnswerAt(
  type: AddressedType,
  segment: string,
  { revalidate }: { revalidate?: number } = {},
): Promise<boolean> {
  if (!canBeAddress(segment)) return false;
  const list = await addresses(type, revalidate);
  if (!list || list.unaddressable.length > 0 || lastReadFailed[type]) return true;
  return list.segments.includes(segment);
}
