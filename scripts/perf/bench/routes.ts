// Which pages the bench measures, read from the export's sitemap. Lighthouse takes every page
// (or the --routes subset); the load step always takes its post from the sitemap, so a subset
// without a post still has one to load and revalidate.

/** The paths of a sitemap.xml ('/' for the home page). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
}

const isPost = (path: string) => path.startsWith('/blog/');

/** The post the load step measures: the sitemap's first; undefined when the blog has none. */
export const loadPost = (paths: string[]): string | undefined => paths.find(isPost);

/**
 * Lighthouse's routes: `requested` (--routes, comma-separated) as given, or every page of the
 * sitemap but the posts, one post (they share one template) and the not-found page.
 */
export function lighthouseRoutes(paths: string[], requested: string = ''): string[] {
  if (requested) return requested.split(',').filter(Boolean);
  return [...paths.filter((path) => !isPost(path)), loadPost(paths), '/no-such-page'].filter((route): route is string =>
    Boolean(route),
  );
}

/** The load step's routes: the home page, the pricing page, the blog and the post, if any. */
export const loadRoutes = (post: string | undefined): string[] =>
  ['/', '/pricing', '/blog', post].filter((route): route is string => Boolean(route));
