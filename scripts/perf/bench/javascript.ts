// Each measured route's startup JavaScript, and whether the page has islands of its own: the
// budget for pages without islands is tighter than the one for the heaviest page.
import type { PageJavaScript as BuildPage } from '../page-js.ts';

export type PageJavaScript = Pick<BuildPage, 'gzip' | 'chunks' | 'files'>;
export type RouteJavaScript = { gzip: number; chunks: number; islands: boolean };

const pageFor = (pages: Record<string, PageJavaScript>, route: string) =>
  pages[route === '/no-such-page' ? '/_not-found' : route] ?? pages[`${route}/index`];

/** A page has islands when it loads a chunk that not every page of `reference` (the site's routes) loads; the
 * not-found page is left out of that comparison, as it renders outside the site's layout. */
export function javascriptByRoute(
  pages: Record<string, PageJavaScript>,
  routes: string[],
  reference: string[] = routes,
): Record<string, RouteJavaScript> {
  const sitePages = reference.filter((route) => route !== '/no-such-page').map((route) => pageFor(pages, route));
  const found = sitePages.filter((page) => page !== undefined);
  const common = found.length
    ? found
        .map((page) => new Set(page.files))
        .reduce((shared, files) => new Set([...shared].filter((file) => files.has(file))))
    : new Set<string>();
  const byRoute: Record<string, RouteJavaScript> = {};
  for (const route of routes) {
    const page = pageFor(pages, route);
    if (!page) continue;
    const own = page.files.filter((file) => !common.has(file));
    byRoute[route] = { gzip: page.gzip, chunks: page.chunks, islands: own.length > 0 };
  }
  return byRoute;
}
