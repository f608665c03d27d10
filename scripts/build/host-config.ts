// After `npm run build:export`: the static host's configuration (_headers, _redirects with the redirects editors
// keep in Sanity, the not-found pages' <meta> policy, deploy/nginx/site.conf), composed from host-pages.ts,
// host-headers.ts, host-redirects.ts and nginx-site.ts.
// Learn more: docs/decisions/0014-csp-script-hashes-per-page.md, docs/decisions/0027-redirects-in-the-proxy.md
// Reads Next's <meta charSet="utf-8"/> and _not-found.html (guarded by tests/e2e/static-host.spec.ts).
//   node scripts/build/host-config.ts [--nginx-dir deploy/nginx]
//        (the export of NEXT_DIST_DIR, or out/; NGINX_ROOT: where nginx will find it)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildFolders, env } from '../../lib/env.ts';
import { readExportRedirects } from '../../lib/redirects/export-source.ts';
import type { Redirect } from '../../lib/redirects/rules.ts';
import { cloudflareHeadersWarnings, headersFile } from './host-headers.ts';
import { exportPagePaths, exportPolicies, isNotFoundPage, studioPage, withPolicyMeta } from './host-pages.ts';
import { cloudflareRedirectsLimit, exportRedirectTable, redirectsFile } from './host-redirects.ts';
import { nginxConfig } from './nginx-site.ts';

export const defaultNginxDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'deploy', 'nginx');
// The build's policies (its lead endpoint baked in), for scripts/serve/nginx.ts to serve it on other ports.
const pagePoliciesFile = (nginxDir: string) => join(nginxDir, 'page-policies.json');
// The build's redirects, likewise.
const redirectsJsonFile = (nginxDir: string) => join(nginxDir, 'redirects.json');

export async function builtPolicies(nginxDir = defaultNginxDir): Promise<Map<string, string>> {
  const file = pagePoliciesFile(nginxDir);
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>));
  } catch {
    throw new Error(`no ${file}: build the export first (npm run build:export)`);
  }
}

export async function builtRedirects(nginxDir = defaultNginxDir): Promise<Redirect[]> {
  const file = redirectsJsonFile(nginxDir);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Redirect[];
  } catch {
    throw new Error(`no ${file}: build the export first (npm run build:export)`);
  }
}

async function writeHeadersFile(outDir: string, policies: Map<string, string>) {
  const headers = headersFile(policies);
  await writeFile(join(outDir, '_headers'), headers);
  for (const warning of cloudflareHeadersWarnings(headers)) console.warn(`host config: warning: ${warning}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = buildFolders.export ?? 'out';
  const nginxDir = parseArgs({ options: { 'nginx-dir': { type: 'string', default: defaultNginxDir } } }).values[
    'nginx-dir'
  ];
  const policies = await exportPolicies(outDir);
  const studio = studioPage(outDir);
  if (policies.size === 0 || !studio) {
    console.error(`host config: ${policies.size === 0 ? 'no HTML files' : 'no Studio page'} in ${outDir}/`);
    process.exit(1);
  }
  await writeHeadersFile(outDir, policies);
  for (const [file, policy] of policies) {
    if (!isNotFoundPage(file)) continue;
    const path = join(outDir, file);
    await writeFile(path, withPolicyMeta(await readFile(path, 'utf8'), policy));
  }
  // Like the build's own reads, a content service that fails stops the deploy.
  const { redirects, warnings } = exportRedirectTable(await readExportRedirects(env), exportPagePaths(policies.keys()));
  for (const warning of warnings) console.warn(`host config: warning: ${warning}`);
  if (redirects.length > cloudflareRedirectsLimit)
    console.warn(
      `host config: warning: ${redirects.length} redirects; Cloudflare Pages takes at most ${cloudflareRedirectsLimit}`,
    );
  await writeFile(join(outDir, '_redirects'), redirectsFile(studio, redirects));
  await mkdir(nginxDir, { recursive: true });
  const root = resolve(env.NGINX_ROOT ?? outDir);
  await writeFile(join(nginxDir, 'site.conf'), nginxConfig({ root, policies, studio, redirects }));
  await writeFile(pagePoliciesFile(nginxDir), JSON.stringify(Object.fromEntries(policies), null, 2) + '\n');
  await writeFile(redirectsJsonFile(nginxDir), JSON.stringify(redirects, null, 2) + '\n');
  console.log(
    `host config: ${policies.size} pages, ${redirects.length} redirects; wrote ${outDir}/_headers, ${outDir}/_redirects and ${join(nginxDir, 'site.conf')}`,
  );
}
