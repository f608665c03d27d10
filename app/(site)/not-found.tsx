// notFound() in a page of the site, inside the site's layout. Unknown addresses get the global
// not-found page (app/global-not-found.tsx), which shows the same message.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { notFoundPage } from '@/content/errors';
import { siteMetadata } from '@/lib/seo';

// Next adds `<meta name="robots" content="noindex">` to a not-found page itself. The origin is
// repeated here: a not-found raised while a page renders on request resolves its metadata from
// this file (the generated Open Graph image then needs it).
export const metadata: Metadata = {
  metadataBase: siteMetadata.metadataBase,
  title: { absolute: notFoundPage.title },
};

export default function NotFound() {
  return <NotFoundMessage />;
}
