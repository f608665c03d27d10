// After `next build` (server build): <distDir>/csp-manifest.json for proxy.server.ts (each prerendered page's
// inline-script hashes, and the paths the running server renders, which get 'unsafe-inline'), and in the .meta
// file of each prerendered page the server regenerates, the policy of its own inline scripts, as the cache handler
// stores it with every page it regenerates. Reads Next's build manifests and .meta files (guarded by
// tests/e2e/content-security.spec.ts). Learn more: docs/decisions/0014-csp-script-hashes-per-page.md and
// docs/decisions/0028-csp-hashes-for-regenerated-pages.md
//   node scripts/build/csp-manifest.ts   (the build of NEXT_DIST_DIR, or .next/)
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryPolicy, entryPolicyHeader } from '../../lib/cache/entry-policy.ts';
import { buildFolders } from '../../lib/env.ts';
import { pageScriptHashes } from '../../lib/inline-script-hashes.ts';

export const cspManifestName = 'csp-manifest.json';

export type CspManifest = { pages: Record<string, string[]>; regenerated: string[] };

/** The parts of Next's build manifests read here. */
type PrerenderManifest = {
  routes: Record<string, { dataRoute: string | null; initialRevalidateSeconds: number | false }>;
  dynamicRoutes: Record<string, { fallback: string | false | null }>;
};
type RoutesManifest = { dynamicRoutes: { page: string; regex: string }[] };
type AppPathRoutesManifest = Record<string, string>;

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A prerendered page's files, without their extension (.html, .meta, .rsc). */
const pageFiles = (distDir: string, path: string) =>
  join(distDir, 'server', 'app', path === '/' ? 'index' : path.slice(1));

/** Prerendered pages: those fixed at build time, and those the server regenerates (ISR). */
async function prerenderedPages(distDir: string) {
  const prerender = await readJson<PrerenderManifest>(join(distDir, 'prerender-manifest.json'));
  const pages = Object.entries(prerender.routes).filter(([, route]) => route.dataRoute !== null); // others: no HTML
  return {
    prerender,
    fixed: pages.filter(([, route]) => route.initialRevalidateSeconds === false).map(([path]) => path),
    regenerated: pages.filter(([, route]) => route.initialRevalidateSeconds !== false).map(([path]) => path),
  };
}

export async function buildCspManifest(distDir: string): Promise<CspManifest> {
  const { prerender, fixed, regenerated: prerenderedRegenerated } = await prerenderedPages(distDir);
  const pages: CspManifest['pages'] = {};
  const regenerated = prerenderedRegenerated.map((path) => `^${escapeRegExp(path)}$`);
  for (const path of fixed) pages[path] = pageScriptHashes(await readFile(`${pageFiles(distDir, path)}.html`, 'utf8'));
  // Every other page route is rendered by the running server: on each request, or a dynamic route's
  // unknown params (unless fallback is false, dynamicParams = false: those get the not-found page).
  const routes = await readJson<RoutesManifest>(join(distDir, 'routes-manifest.json'));
  const appPaths = await readJson<AppPathRoutesManifest>(join(distDir, 'app-path-routes-manifest.json'));
  const pageRoutes = Object.entries(appPaths)
    .filter(([entry]) => entry.endsWith('/page'))
    .map(([, route]) => route);
  for (const route of pageRoutes) {
    if (prerender.routes[route]) continue;
    const dynamic = routes.dynamicRoutes.find((entry) => entry.page === route);
    if (!dynamic) regenerated.push(`^${escapeRegExp(route)}$`);
    else if (prerender.dynamicRoutes[route]?.fallback !== false) regenerated.push(dynamic.regex);
  }
  // Unknown addresses get the not-found page: static, with its hashes; regenerated (the layout reads the site
  // settings), with its own entry's (addEntryPolicies).
  if (!prerender.routes['/_not-found']) throw new Error('csp manifest: the build has no prerendered /_not-found page');
  return { pages, regenerated };
}

/** Writes into the .meta file of each prerendered page the server regenerates the policy of its own inline
 * scripts; Next sends it with the page until the page is regenerated. Returns those pages. */
export async function addEntryPolicies(distDir: string): Promise<string[]> {
  const { regenerated } = await prerenderedPages(distDir);
  for (const path of regenerated) {
    const files = pageFiles(distDir, path);
    const html = await readFile(`${files}.html`, 'utf8');
    const meta = await readJson<{ headers?: Record<string, unknown> }>(`${files}.meta`);
    meta.headers = { ...meta.headers, [entryPolicyHeader]: entryPolicy(path, html) };
    await writeFile(`${files}.meta`, JSON.stringify(meta, null, 2));
  }
  return regenerated;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = buildFolders.dist;
  const manifest = await buildCspManifest(distDir);
  await writeFile(join(distDir, cspManifestName), JSON.stringify(manifest, null, 2) + '\n');
  const carrying = await addEntryPolicies(distDir);
  const hashes = Object.values(manifest.pages).reduce((sum, list) => sum + list.length, 0);
  console.log(
    `csp manifest: ${Object.keys(manifest.pages).length} pages (${hashes} inline-script hashes), ` +
      `${manifest.regenerated.length} regenerated patterns, in ${join(distDir, cspManifestName)}; ` +
      `${carrying.length} regenerated pages' cache entries carry their own policy`,
  );
}
