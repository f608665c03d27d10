// The page for an address no route matches (404; the export's 404.html). A whole document, since the
// site and Studio have separate root layouts: docs/decisions/0013-two-root-layouts-and-global-not-found.md
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { SiteDocument } from '@/components/layout/site-document';
import { notFoundPage } from '@/content/errors';
import { isPreview } from '@/lib/content/preview';
import { getSiteSettings } from '@/lib/marketing/settings';
import { siteHead, siteViewport } from '@/lib/seo';
import './globals.css';

// The site's head (its description quotes the settings' claims), as a page no one should find in search results.
export const generateMetadata = async (): Promise<Metadata> => ({
  ...siteHead((await getSiteSettings({ preview: await isPreview() })).claims),
  title: { absolute: notFoundPage.title },
  robots: { index: false, follow: false },
});
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundMessage />
    </SiteDocument>
  );
}
