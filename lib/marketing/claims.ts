// The claims (the guarantee's days, the process's days, '150+' founders…) live once, in the settings. A page
// document's text quotes one as `{processDays}`; the page's reader fills every such placeholder from the
// settings, so a marketer who changes a number changes it on every page at once. A placeholder the settings do
// not have is a fault of that document, named in the log: the last good page stays.
import 'server-only';
import { ContentFault, logOnce } from '@/lib/content/faults';
import { claimPlaceholder, type ClaimName } from '@/lib/marketing/limits';
import { getSiteSettings } from '@/lib/marketing/settings';

export type Claims = Record<ClaimName, string>;

/** `value` with every claim's placeholder in every string replaced by its value; `what` names it in a fault. */
export function fillClaims<T>(value: T, claims: Claims, what: string): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.replaceAll(claimPlaceholder, (placeholder, name: string) => {
        if (Object.hasOwn(claims, name)) return claims[name as ClaimName];
        const fault = new ContentFault(
          'malformed',
          `${what}: ${placeholder} is not a claim (the Studio's Settings list them: ${Object.keys(claims).join(', ')})`,
        );
        logOnce(`[content] ${fault.message}`);
        throw fault;
      });
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, fill(child)]));
    return node;
  };
  return fill(value) as T;
}

type Reader<T> = (options?: { preview?: boolean }) => Promise<T>;

/** A page document's reader whose texts quote the claims: the same document, placeholders filled. */
export function withClaims<T extends { _id: string }>(read: Reader<T>): Reader<T> {
  return async (options = {}) => {
    const [doc, settings] = await Promise.all([read(options), getSiteSettings(options)]);
    return fillClaims(doc, settings.claims, `document ${doc._id}`);
  };
}
