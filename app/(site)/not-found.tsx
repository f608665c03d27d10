// notFound() inside the site's layout; unknown addresses get app/global-not-found.tsx instead.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { notFoundPage } from '@/content/errors';
import { siteMetadata } from '@/lib/seo';

// Next adds noindex itself. metadataBase is repeated: an on-request notFound() resolves metadata (OG image) here.
export const metadata: Metadata = {
  metadataBase: siteMetadata.metadataBase,
  title: { absolute: notFoundPage.title },
};

export default function NotFound() {
  return <NotFoundMessage />;
}
