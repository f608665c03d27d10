// The claims (the guarantee's days, the process's days, '150+' founders…) live once, in the settings. A page
// document's text quotes one as `{process}`; the page's reader fills every such placeholder from the
// settings, so a marketer who changes a number changes it on every page at once. A placeholder the settings do
// not have is a fault of that document, named in the log: the last good page stays. The code's own words that
// state a claim (the footer's blurb, the site's description, the default share card, a page's SEO defaults)
// quote it the same way, filled by quoteClaims: no figure a marketer can change is written out in code.
import 'server-only';
import { fillClaims } from '@/lib/marketing/fill-claims';
import { getSiteSettings } from '@/lib/marketing/settings';

export { fillClaims, type Claims } from '@/lib/marketing/fill-claims';

type Reader<T> = (options?: { preview?: boolean }) => Promise<T>;

/** A page document's reader whose texts quote the claims: the same document, placeholders filled. */
export function withClaims<T extends { _id: string }>(read: Reader<T>): Reader<T> {
  return async (options = {}) => {
    const [doc, settings] = await Promise.all([read(options), getSiteSettings(options)]);
    return fillClaims(doc, settings.claims, `document ${doc._id}`);
  };
}

/** Words of the code that quote the claims (the footer's blurb, a page's SEO defaults), filled from the settings;
 * `what` names them in a fault. */
export async function quoteClaims<T>(value: T, what: string, options: { preview?: boolean } = {}): Promise<T> {
  const { claims } = await getSiteSettings(options);
  return fillClaims(value, claims, what);
}
