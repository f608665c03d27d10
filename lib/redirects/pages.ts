// The addresses the site's own pages answer at, which win over a redirect on both builds (as a file wins over a
// _redirects rule without "!"): its fixed routes, and each published post, case study and landing page.
// Relative imports only: the Studio, the proxy and the export's build step (plain Node) load it.
import { staticRoutes } from '../../content/routes.ts';
import { withoutTrailingSlash } from './limits.ts';

export type PageSegments = { post: string[]; caseStudy: string[]; landingPage: string[] };

/** Where each type's page answers: /blog/{segment}, /case-studies/{slug}, /{slug}. */
const basePaths: Record<keyof PageSegments, string> = { post: '/blog/', caseStudy: '/case-studies/', landingPage: '/' };

/** The routes not generated from data: /pricing, /blog, … */
export const staticPagePaths: ReadonlySet<string> = new Set(staticRoutes.map((route) => route.path));

/** The paths of the pages the redirects query lists (its `pages`), with the fixed routes. */
export function sitePagePaths(segments: PageSegments): Set<string> {
  const paths = new Set(staticPagePaths);
  for (const type of Object.keys(basePaths) as (keyof PageSegments)[])
    for (const segment of segments[type]) paths.add(`${basePaths[type]}${segment}`);
  return paths;
}

/** For the Studio's query (pageAtQuery): the segment a page of each type would have at `from`, or null. */
export function pageSegmentsAt(from: string): Record<keyof PageSegments, string | null> {
  const path = withoutTrailingSlash(from);
  const under = (base: string) => {
    const rest = path.startsWith(base) ? path.slice(base.length) : '';
    return rest && !rest.includes('/') ? rest : null;
  };
  return { post: under('/blog/'), caseStudy: under('/case-studies/'), landingPage: under('/') };
}

const typeNames: Record<keyof PageSegments, string> = {
  post: 'The post',
  caseStudy: 'The case study',
  landingPage: 'The landing page',
};

/** The Studio's warning for a redirect at a page's address (`page`: what pageAtQuery found), or null. */
export function pageWarning(from: string, page: { _type?: unknown; title?: unknown } | null): string | null {
  const path = withoutTrailingSlash(from);
  const wins = 'the page wins, so this redirect does nothing while the page is there.';
  if (staticPagePaths.has(path)) return `A page of the site answers at ${path}: ${wins}`;
  if (!page || typeof page._type !== 'string' || !(page._type in typeNames)) return null;
  const name = typeNames[page._type as keyof PageSegments];
  const title = typeof page.title === 'string' && page.title.trim() ? ` “${page.title.trim()}”` : '';
  return `${name}${title} answers at ${path}: ${wins}`;
}
