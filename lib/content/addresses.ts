// The addresses a content type answers at, read as one cached list per type. A made-up address outside it is a
// 404 with no query and no data-cache entry of its own, so a loop of dead links costs the content service and
// the caches nothing that lasts; the list is revalidated with the type's other lists (a publish, or hourly).
import 'server-only';
import { defineQuery } from 'next-sanity';
import { cache } from 'react';
import { livePost, scheduledPost } from '@/lib/blog/queries';
import { caseStudiesTag, landingPagesTag, postsTag } from '@/lib/content/config';
import { loadDocument } from '@/lib/content/load';
import { unaddressableQuery } from '@/lib/content/lookup';
import { canBeAddress } from '@/lib/content/rules';
import { z } from '@/lib/zod';

type AddressedType = 'post' | 'caseStudy' | 'landingPage';

// Each mirrors its type's lookup: a post is found by its slug, or by its id when it has none, once it is live.
// A scheduled post's address is listed with its time, so the list need not be read again when that time comes.
// Written out, not made by a function: TypeGen reads a query only when it can see its text.
const postAddressesQuery = defineQuery(`{
    "segments": *[${livePost} && defined(lower(slug.current))].slug.current + *[${livePost} && !defined(slug.current)]._id,
    "scheduled": *[${scheduledPost}]{ "segment": coalesce(slug.current, _id), publishedAt },
    "unaddressable": ${unaddressableQuery('post')}
  }`);
const caseStudyAddressesQuery = defineQuery(`{
    "segments": *[_type == "caseStudy" && defined(lower(slug.current))].slug.current,
    "scheduled": [],
    "unaddressable": ${unaddressableQuery('caseStudy')}
  }`);
// A landing page prepared to go live at a time (lib/landing/schedule.ts) is listed with it, as a scheduled post is.
const landingPageAddressesQuery = defineQuery(`{
    "segments": *[_type == "landingPage" && defined(lower(slug.current)) && coalesce(dateTime(liveFrom) <= dateTime(now()), true)].slug.current,
    "scheduled": *[_type == "landingPage" && defined(lower(slug.current)) && dateTime(liveFrom) > dateTime(now())]{ "segment": slug.current, "publishedAt": liveFrom },
    "unaddressable": ${unaddressableQuery('landingPage')}
  }`);
const addressQueries = {
  post: postAddressesQuery,
  caseStudy: caseStudyAddressesQuery,
  landingPage: landingPageAddressesQuery,
};

const tags: Record<AddressedType, string> = { post: postsTag, caseStudy: caseStudiesTag, landingPage: landingPagesTag };

const addressesSchema = z.object({
  segments: z.array(z.string()),
  scheduled: z
    .array(z.object({ segment: z.string(), publishedAt: z.string() }))
    .nullish()
    .transform((list) => list ?? []),
  unaddressable: z.array(z.string()),
});

/** Whether the last read of a type's list failed: Next then gives the last good list, which may lack a new address. */
const lastReadFailed: Record<AddressedType, boolean> = { post: false, caseStudy: false, landingPage: false };

const addresses = cache((type: AddressedType) =>
  loadDocument(addressesSchema, {
    key: `addresses-${type}`,
    query: addressQueries[type],
    tags: [tags[type]],
    what: `the ${type} addresses`,
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
 */
export async function mayAnswerAt(type: AddressedType, segment: string, now = Date.now()): Promise<boolean> {
  if (!canBeAddress(segment)) return false;
  const list = await addresses(type);
  if (!list || list.unaddressable.length > 0 || lastReadFailed[type]) return true;
  if (list.segments.includes(segment)) return true;
  // A scheduled post or landing page whose time has come: its own lookup says whether it is live (a post's by the
  // content service's clock, a landing page's by the site's).
  return list.scheduled.some((entry) => entry.segment === segment && !(Date.parse(entry.publishedAt) > now));
}
