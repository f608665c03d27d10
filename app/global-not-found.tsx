// The page for an address no route matches (HTTP 404 from `next start`, 404.html in the export).
// The site and the Studio have separate root layouts, so there is no single layout to put this
// page in: Next renders it as a whole document (`experimental.globalNotFound` in next.config.ts),
// and it brings the site's document, styles and font itself.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { SiteDocument } from '@/components/layout/site-document';
import { notFoundPage } from '@/content/errors';
import { siteMetadata, siteViewport } from '@/lib/seo';
import './globals.css';

export const metadata: Metadata = {
  ...siteMetadata,
  title: { absolute: notFoundPage.title },
  robots: { index: false, follow: false },
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundMessage />
    </SiteDocument>
  );
}
