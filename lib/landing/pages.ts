// The landing pages' reads through lib/content/load.ts; React's cache makes one render's reads (page, metadata)
// one query. An address no landing page has is answered without a query of its own (lib/content/addresses.ts).
import 'server-only';
import { cache } from 'react';
import { mayAnswerAt } from '@/lib/content/addresses';
import { landingPagesTag, landingPageTag } from '@/lib/content/config';
import { loadDocument, loadDocuments } from '@/lib/content/load';
import { isLandingSlug } from '@/lib/landing/limits';
import { landingIndexQuery, landingPageQuery } from '@/lib/landing/queries';
import { fillClaims } from '@/lib/marketing/claims';
import { getSiteSettings } from '@/lib/marketing/settings';
import { landingIndexEntrySchema, landingPageLookupSchema, type LandingPage } from '@/lib/landing/schemas';

const page = cache(async (segment: string, preview: boolean): Promise<LandingPage | null> => {
  // A segment no landing page may have (a reserved one, capitals, a dot) is not one, even in the preview.
  if (!isLandingSlug(segment)) return null;
  // A draft may be at an address nothing published has yet.
  if (!preview && !(await mayAnswerAt('landingPage', segment))) return null;
  return (
    (await loadDocument(landingPageLookupSchema, {
      key: 'landing-page',
      query: landingPageQuery,
      params: { slug: segment },
      tags: [landingPageTag(segment)],
      what: `the landing page "${segment}"`,
      preview,
    })) ?? null
  );
});

const index = cache(() =>
  loadDocuments(landingIndexEntrySchema, {
    key: 'landing-page-index',
    query: landingIndexQuery,
    tags: [landingPagesTag],
    what: 'the landing page index',
  }),
);

/** The page, its texts quoting the settings' claims (lib/marketing/claims.ts). */
export async function getLandingPage(segment: string, { preview = false }: { preview?: boolean } = {}) {
  const found = await page(segment, preview);
  if (!found) return null;
  const { claims } = await getSiteSettings({ preview });
  return fillClaims(found, claims, `the landing page "${segment}"`);
}

/** Every published landing page with an address it may have, for the build and the sitemap. */
export const getLandingPageIndex = () => index();
