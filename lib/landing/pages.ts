// The landing pages' reads through lib/content/load.ts; React's cache makes one render's reads (page, metadata)
// one query. An address no landing page has is answered without a query of its own (lib/content/addresses.ts).
// A page prepared to go live at a time is not one for visitors before it, by the site's clock; the reads that say
// so are cached only until that time (lib/landing/schedule.ts), as the offer's are.
import 'server-only';
import { cache } from 'react';
import { mayAnswerAt } from '@/lib/content/addresses';
import { contentRevalidateSeconds, landingPagesTag, landingPageTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { isLandingSlug } from '@/lib/landing/limits';
import { landingIndexQuery, landingPageQuery } from '@/lib/landing/queries';
import { goLiveLifetime, isLiveAt } from '@/lib/landing/schedule';
import { fillClaims } from '@/lib/marketing/claims';
import { getSiteSettings } from '@/lib/marketing/settings';
import { landingIndexEntrySchema, landingPageLookupSchema, type LandingPage } from '@/lib/landing/schemas';

const lookup = (segment: string, preview: boolean, revalidate?: number) =>
  loadDocument(landingPageLookupSchema, {
    key: 'landing-page',
    query: landingPageQuery,
    params: { slug: segment },
    tags: [landingPageTag(segment)],
    what: `the landing page "${segment}"`,
    preview,
    revalidate,
  });

/** Every published page, scheduled ones too, read again with a lifetime that ends at the next go-live time. */
const index = cache(async () => {
  const read = (revalidate?: number) =>
    loadDocuments(landingIndexEntrySchema, {
      key: 'landing-page-index',
      query: landingIndexQuery,
      tags: [landingPagesTag],
      what: 'the landing page index',
      revalidate,
    });
  const entries = await read();
  const lifetime = goLiveLifetime(entries.map((entry) => entry.liveFrom));
  // The same cached entry, read again with the shorter lifetime, which the page's regeneration then takes.
  return lifetime < contentRevalidateSeconds ? read(lifetime) : entries;
});

const page = cache(async (segment: string, preview: boolean): Promise<LandingPage | null> => {
  // A segment no landing page may have (a reserved one, capitals, a dot) is not one, even in the preview.
  if (!isLandingSlug(segment)) return null;
  // A draft may be at an address nothing published has yet; a scheduled page shows at any time.
  if (preview) return (await lookup(segment, true)) ?? null;
  if (!(await mayAnswerAt('landingPage', segment))) {
    // The not-found answer lasts until the next go-live time, which may be this address's (a failed read of the
    // index leaves the hourly default: its fault is the sitemap's to report).
    await index().catch(() => null);
    return null;
  }
  const found = await lookup(segment, false);
  if (!found || isLiveAt(found.liveFrom)) return found ?? null;
  // Listed by the content service's clock, not yet live by this server's: not found until its time.
  await lookup(segment, false, goLiveLifetime([found.liveFrom]));
  return null;
});

/** The page, its texts quoting the settings' claims (lib/marketing/claims.ts). */
export async function getLandingPage(segment: string, { preview = false }: { preview?: boolean } = {}) {
  const found = await page(segment, preview);
  if (!found) return null;
  const { claims } = await getSiteSettings({ preview });
  return fillClaims(found, claims, `the landing page "${segment}"`);
}

/** Every published landing page live now with an address it may have, for the build and the sitemap. */
export const getLandingPageIndex = async (now = Date.now()) =>
  (await index()).filter((entry) => isLiveAt(entry.liveFrom, now));
