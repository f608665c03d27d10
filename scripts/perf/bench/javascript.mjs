// Each measured route's startup JavaScript, and whether the page has islands of its own: the
// budget for pages without islands is tighter than the one for the heaviest page.

/** The page of a build (scripts/perf/page-js.mjs names) that answers `route`. */
const pageFor = (pages, route) => pages[route === '/no-such-page' ? '/_not-found' : route] ?? pages[`${route}/index`];

/**
 * `pages`: page → { gzip, chunks, files } (scripts/perf/page-js.mjs); `routes`: the measured
 * routes; `reference`: every route of the site (by default the measured ones). A page has islands
 * when it loads a chunk that not every page of `reference` loads: the chunks all of them share are
 * the root layout's (React, Next, the site's chrome). The not-found page is left out of that
 * comparison: it renders outside the site's page layout.
 */
export function javascriptByRoute(pages, routes, reference = routes) {
  const sitePages = reference.filter((route) => route !== '/no-such-page').map((route) => pageFor(pages, route));
  const found = sitePages.filter(Boolean);
  const common = found.length
    ? found
        .map((page) => new Set(page.files))
        .reduce((shared, files) => new Set([...shared].filter((file) => files.has(file))))
    : new Set();
  const byRoute = {};
  for (const route of routes) {
    const page = pageFor(pages, route);
    if (!page) continue;
    const own = page.files.filter((file) => !common.has(file));
    byRoute[route] = { gzip: page.gzip, chunks: page.chunks, islands: own.length > 0 };
  }
  return byRoute;
}
