// Which pages the bench measures, from the export's sitemap. The load step always takes its post from the
// sitemap, so a --routes subset without a post still has one to load and revalidate.

export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
}

/** A post is `/blog/<slug>`; `/blog/page/2` and `/blog/category/<slug>` are the archive's pages. */
const isPost = (path: string) => /^\/blog\/[^/]+$/.test(path);

export const loadPost = (paths: string[]): string | undefined => paths.find(isPost);

/** Without --routes, one post stands for all: they share one template. */
export function lighthouseRoutes(paths: string[], requested: string = ''): string[] {
  if (requested) return requested.split(',').filter(Boolean);
  return [...paths.filter((path) => !isPost(path)), loadPost(paths), '/no-such-page'].filter((route): route is string =>
    Boolean(route),
  );
}

export const loadRoutes = (post: string | undefined): string[] =>
  ['/', '/pricing', '/blog', post].filter((route): route is string => Boolean(route));
