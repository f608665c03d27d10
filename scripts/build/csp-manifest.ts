// After `next build` (server build): <distDir>/csp-manifest.json for proxy.server.ts, each prerendered page's
// inline-script hashes and the paths the running server renders, which keep 'unsafe-inline'.
// Reads Next's build manifests (guarded by tests/e2e/content-security.spec.ts).
// Learn more: docs/decisions/0014-csp-script-hashes-per-page.md
//   node scripts/build/csp-manifest.ts   (the build of NEXT_DIST_DIR, or .next/)
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolders } from '../../lib/env.ts';
import { pageScriptHashes } from './csp-hashes.ts';

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

export async function buildCspManifest(distDir: string): Promise<CspManifest> {
  const prerender = await readJson<PrerenderManifest>(join(distDir, 'prerender-manifest.json'));
  const pages: CspManifest['pages'] = {};
  const regenerated: string[] = [];
  for (const [path, route] of Object.entries(prerender.routes)) {
    if (route.dataRoute === null) continue; // metadata files and route handlers: no HTML
    if (route.initialRevalidateSeconds !== false) {
      regenerated.push(`^${escapeRegExp(path)}$`);
      continue;
    }
    const html = await readFile(
      join(distDir, 'server', 'app', `${path === '/' ? 'index' : path.slice(1)}.html`),
      'utf8',
    );
    pages[path] = pageScriptHashes(html);
  }
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
  if (!pages['/_not-found']) throw new Error('csp manifest: the build has no prerendered /_not-found page');
  return { pages, regenerated };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = buildFolders.dist;
  const manifest = await buildCspManifest(distDir);
  await writeFile(join(distDir, cspManifestName), JSON.stringify(manifest, null, 2) + '\n');
  const hashes = Object.values(manifest.pages).reduce((sum, list) => sum + list.length, 0);
  console.log(
    `csp manifest: ${Object.keys(manifest.pages).length} pages (${hashes} inline-script hashes), ` +
      `${manifest.regenerated.length} regenerated patterns, in ${join(distDir, cspManifestName)}`,
  );
}
