// notFound() in a page of the site, inside the site's layout. Unknown addresses get the global
// not-found page (app/global-not-found.tsx), which shows the same message.
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { notFoundPage } from '@/content/errors';

// Next adds `<meta name="robots" content="noindex">` to a not-found page itself.
export const metadata: Metadata = {
  title: { absolute: notFoundPage.title },
};

export default function NotFound() {
  return <NotFoundMessage />;
}
