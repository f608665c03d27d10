// Which one-segment addresses the server answers with its cached not-found page before routing: the [landing]
// route takes every one-segment address the site's own routes do not, so without this a scanner's /wp-login.php
// or /index, or any made-up /x, is a full render each time. Learn more: docs/decisions/0024-no-cache-entry-for-an-unknown-address.md
import { isLandingSlug } from '@/lib/landing/limits';

export type LandingAddresses = {
  /** The site's routes that are not generated from data: /pricing, /opengraph-image, … */
  fixedRoutes: ReadonlySet<string>;
  /** The published landing pages' slugs, or null when the list is not known to be current (not read yet, its last
   * read failed, or a publish not read yet): then the page's own lookup decides, as before. */
  landingPages: ReadonlySet<string> | null;
};

/** Whether `pathname` can only be the not-found page: one segment, no route of the site's own, no landing page. */
export function isUnknownLandingAddress(pathname: string, { fixedRoutes, landingPages }: LandingAddresses): boolean {
  const match = /^\/([^/]+)$/.exec(pathname);
  if (!match || fixedRoutes.has(pathname)) return false;
  const segment = match[1]!;
  if (!isLandingSlug(segment)) return true;
  return landingPages !== null && !landingPages.has(segment);
}
