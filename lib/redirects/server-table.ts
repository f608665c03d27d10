// This instance's redirect table, read through the content source (Sanity's query API, or the embedded dataset
// once). Outside a render React's cache keeps nothing, so each read gets the content layer's own time budget.
import 'server-only';
import { contentSource, queryContent } from '@/lib/content/source';
import { redirectsQuery } from '@/lib/redirects/queries';
import { createRedirectTable } from '@/lib/redirects/table';

export const siteRedirects = createRedirectTable({
  read: () => queryContent(redirectsQuery, {}, 'reading the redirects'),
  once: contentSource === 'embedded',
});
