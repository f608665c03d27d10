// After `npm run build:export`: the static host's configuration (_headers, _redirects with the redirects editors
// keep in Sanity, the not-found pages' <meta> policy, deploy/nginx/site.conf).
// Learn more: docs/decisions/0014-csp-script-hashes-per-page.md, docs/decisions/0027-redirects-in-the-proxy.md
// Reads Next's <meta charSet="utf-8"/> and _not-found.html (guarded by tests/e2e/static-host.spec.ts).
//   node scripts/build/host-config.ts [--nginx-dir deploy/nginx]
//        (the export of NEXT_DIST_DIR, or out/; NGINX_ROOT: where nginx will find it)
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { analytics, buildFolders, env } from '../../lib/env.ts';
import { readExportRedirects } from '../../lib/redirects/export-source.ts';
import { buildRedirectTable, redirectStatus, type Redirect } from '../../lib/redirects/rules.ts';
import { parseRedirectRead } from '../../lib/redirects/schemas.ts';
import {
  analyticsConnectOrigins,
  contentSecurityPolicy,
  leadConnectOrigins,
  securityHeaders,
  type PolicyOptions,
} from '../../lib/security-headers.ts';
import { htmlScriptHashes } from './csp-hashes.ts';

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

/**
 * The redirects as the export's hosts apply them: one hop each; each document left out is a warning. A redirect at
 * an address a file of the export answers (`pages`: exportPagePaths) is left out: Netlify and Cloudflare let the
 * file win over a _redirects rule without "!", and nginx, without the rule, serves the file too.
 */
export function exportRedirectTable(
  result: unknown,
  pages: ReadonlySet<string> = new Set(),
): { redirects: Redirect[]; warnings: string[] } {
  const { redirects, problems } = parseRedirectRead(result);
  const built = buildRedirectTable(redirects, { pages });
  return { redirects: [...built.table.values()], warnings: [...problems, ...built.problems] };
}

/** The addresses the export's HTML files answer at: 'about.html' at /about and /about.html, 'blog/index.html' at
 * /blog and /blog/index.html. The not-found pages answer nowhere. */
export function exportPagePaths(htmlFiles: Iterable<string>): Set<string> {
  const paths = new Set<string>();
  for (const file of htmlFiles) if (!isNotFoundPage(file)) paths.add(pagePath(file)).add(`/${file}`);
  return paths;
}

/** Cloudflare Pages' documented limit: 2,000 static redirects (Netlify has none). */
export const cloudflareRedirectsLimit = 2000;

const policyOptions = (): ExportPolicyOptions => ({
  extraConnect: [...leadConnectOrigins(env.NEXT_PUBLIC_LEAD_ENDPOINT), ...analyticsConnectOrigins(analytics?.endpoint)],
});

export type ExportPolicyOptions = Pick<PolicyOptions, 'extraConnect'>;

/** Each HTML file of the export ('about.html', 'blog/404.html') → its Content-Security-Policy. */
export async function exportPolicies(
  outDir: string,
  options: ExportPolicyOptions = policyOptions(),
): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for (const [file, hashes] of await htmlScriptHashes(outDir)) {
    const studio = pagePath(file) === '/studio';
    policies.set(file, contentSecurityPolicy({ ...options, scriptHashes: hashes, studio }));
  }
  return policies;
}

/** The path a visitor asks for to get this file ('about.html' → '/about', 'index.html' → '/'). */
const pagePath = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

// Hashed file names: a changed file is a new URL. Pages change with every deploy: revalidated (ETag).
export const cacheRules = {
  immutable: 'public, max-age=31536000, immutable',
  page: 'no-cache',
  asset: 'public, max-age=3600',
};

/** One rule per page: a path matched by two rules gets both values, so two policies would both apply. */
export function headersFile(policies: Map<string, string>): string {
  const lines = [
    '# Generated by scripts/build/host-config.ts from lib/security-headers.ts and the pages of this',
    '# build (npm run build:export); do not edit. Each page allows its own inline scripts by hash.',
    '/*',
    ...securityHeaders().map(({ key, value }) => `  ${key}: ${value}`),
    '/_next/static/*',
    `  Cache-Control: ${cacheRules.immutable}`,
  ];
  for (const [file, policy] of policies) {
    if (isNotFoundPage(file)) continue; // served only for unknown paths: their policy is in the page (withPolicyMeta)
    lines.push(pagePath(file), `  Content-Security-Policy: ${policy}`);
    // A rule matches the address asked for, not the file served: /studio/* (see _redirects) needs the policy too.
    if (pagePath(file) === '/studio') lines.push('/studio/*', `  Content-Security-Policy: ${policy}`);
  }
  return lines.join('\n') + '\n';
}

export const isNotFoundPage = (file: string) => file === '_not-found.html' || file.endsWith('404.html');

/** An unknown address gets only _headers' shared `/*` rule, which can hold no policy: the page carries it.
 * Browsers ignore frame-ancestors in a <meta> policy; X-Frame-Options (on `/*`) does that job. */
export function withPolicyMeta(html: string, policy: string): string {
  const content = policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(withoutOld)) throw new Error('host config: a not-found page without <meta charSet="utf-8"/>');
  return withoutOld.replace(charset, (tag) => tag + meta);
}

/** Cloudflare Pages' documented limits for _headers. */
export type HeadersLimits = { rules: number; lineCharacters: number };
export const cloudflareHeadersLimits: HeadersLimits = { rules: 100, lineCharacters: 2000 };

/** Warnings, not errors: Netlify reads the same file without these limits, and nginx does not read it. */
export function cloudflareHeadersWarnings(headers: string, limits: HeadersLimits = cloudflareHeadersLimits): string[] {
  const warnings: string[] = [];
  const rules: string[] = [];
  for (const line of headers.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push(line.trim());
    if (line.length > limits.lineCharacters) {
      const what = /^\s/.test(line) ? `its ${line.trim().split(':')[0]} line` : 'its URL line';
      warnings.push(
        `_headers rule ${rules.at(-1)}: ${what} is ${line.length} characters; Cloudflare Pages takes at most ${limits.lineCharacters} per line`,
      );
    }
  }
  if (rules.length > limits.rules)
    warnings.push(
      `_headers has ${rules.length} rules; Cloudflare Pages takes at most ${limits.rules} (the first over it: ${rules[limits.rules]})`,
    );
  return warnings;
}

export function studioPage(outDir: string): string | undefined {
  return ['/studio.html', '/studio/index.html'].find((page) => existsSync(join(outDir, page)));
}

/** 200: a rewrite. Cloudflare Pages applies it over existing files too (the Studio's route data), which is
 * harmless: the Studio has its own root layout, so the site reaches it by a full page load. The editors'
 * redirects come first: the first line that matches an address wins. */
export function redirectsFile(studio: string, redirects: readonly Redirect[] = []): string {
  const rules = redirects.map((redirect) => `${redirect.from}  ${redirect.to}  ${redirectStatus(redirect)}\n`).join('');
  return `# Generated by scripts/build/host-config.ts (npm run build:export); do not edit.
${rules ? `# The redirects editors keep in Sanity, as they were when the site was built.\n${rules}` : ''}# The Studio routes on the client: every path under /studio/ is the Studio page.
/studio/*  ${studio}  200
`;
}

const quote = (value: string) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

export type Tls = { certificate: string; key: string };

/** Requests a second from one client address, and how many more it may send at once (answered at once; past
 * them, 429 until its rate has caught up). */
export type ClientRate = { perSecond: number; burst: number };

/** For nginx's http block: counts per client address in a zone of `megabytes` (about 16,000 addresses each). */
export const clientRateZone = (zone: string, rate: ClientRate, megabytes = 1) =>
  `limit_req_zone $binary_remote_addr zone=${zone}:${megabytes}m rate=${rate.perSecond}r/s;`;

export const clientRateLimit = (zone: string, rate: ClientRate) =>
  `limit_req zone=${zone} burst=${rate.burst} nodelay;`;

export const perClientNote = `# Limits per client address: one client flooding gets 429, the others are served. Behind a CDN or a
# load balancer, nginx must take the visitor's address from it (set_real_ip_from <its addresses>;
# real_ip_header X-Forwarded-For; in the http block), or every visitor shares its one limit.`;

/** Static files are cheap to serve, but one looping client would take the uplink everyone shares: this is
 * far above a visitor's first load with its prefetches, or the Studio's. */
export const siteClientLimits: SiteClientLimits = { files: { perSecond: 50, burst: 500 } };

export type SiteClientLimits = { files: ClientRate };

export type NginxSiteOptions = {
  /** An absolute path. */
  root: string;
  policies: Map<string, string>;
  listen?: string[];
  tls?: Tls;
  redirectFrom?: string[];
  serverName?: string;
  siteHeaders?: boolean;
  studio?: string;
  /** false: none (a local nginx, where every client is 127.0.0.1). */
  clientLimits?: SiteClientLimits | false;
  /** One hop each (exportRedirectTable). */
  redirects?: readonly Redirect[];
};

/** A server block up to server_name (TLS and HTTP/2 with `tls`), after a redirect to HTTPS per `redirectFrom`. */
export function serverOpening({
  listen,
  tls,
  redirectFrom,
  serverName,
}: {
  listen: string[];
  tls?: Tls;
  redirectFrom: string[];
  serverName: string;
}): string {
  const redirects = redirectFrom
    .map(
      (address) =>
        `\nserver {\n  listen ${address};\n  server_name ${serverName};\n  return 301 https://$host$request_uri;\n}\n`,
    )
    .join('');
  const listens = listen.map((address) => `  listen ${address}${tls ? ' ssl http2' : ''};`).join('\n');
  const certificate = tls
    ? `  ssl_certificate ${tls.certificate};\n  ssl_certificate_key ${tls.key};\n  ssl_protocols TLSv1.2 TLSv1.3;\n`
    : '';
  return `${redirects}\nserver {\n${listens}\n${certificate}  server_name ${serverName};`;
}

/** The visitor's query after a target's own, joined with '&' only when there is one. */
const REDIRECT_ARGS = '$site_redirect_args';

/** An exact location per redirect: it beats the clean-URL and /blog/ locations, so a redirect at a page's address
 * is never listed (exportRedirectTable). The Location stays a path (absolute_redirect off), right behind a proxy or
 * a CDN whatever their port. */
function redirectLocations(redirects: readonly Redirect[]): string {
  return redirects
    .map((redirect) => {
      const hashAt = redirect.to.indexOf('#');
      const target = hashAt === -1 ? redirect.to : redirect.to.slice(0, hashAt);
      const hash = hashAt === -1 ? '' : redirect.to.slice(hashAt);
      // limits.ts keeps quotes, backslashes, '$' and spaces out of a target: it sits in a string as it is.
      const location = `${target}${target.includes('?') ? REDIRECT_ARGS : '$is_args$args'}${hash}`;
      return `  location = ${redirect.from} {\n    absolute_redirect off;\n    return ${redirectStatus(redirect)} "${location}";\n  }\n`;
    })
    .join('\n');
}

/** For nginx's http block. `siteHeaders: false` leaves the security headers out (the bench's bare page). */
export function nginxConfig({
  root,
  policies,
  listen = ['80'],
  tls,
  redirectFrom = [],
  serverName = '_',
  siteHeaders = true,
  studio = '/studio.html',
  clientLimits = siteClientLimits,
  redirects = [],
}: NginxSiteOptions): string {
  const fallback = contentSecurityPolicy({ ...policyOptions(), scriptHashes: [] });
  const headers = securityHeaders().filter(({ key }) => tls || key !== 'Strict-Transport-Security');
  const policyLines = [...policies].map(([file, policy]) => `  ${quote(`/${file}`)} ${quote(policy)};`);
  return `# Generated by scripts/build/host-config.ts from lib/security-headers.ts and the pages of this
# build (npm run build:export); do not edit. Include it in nginx's http block.

# The policy of the file being served ($uri is the file after try_files and error_page):
# each page allows exactly its own inline scripts. Files that are not pages get the policy
# without any inline script.
map_hash_bucket_size 256;
map $uri $site_csp {
  default ${quote(fallback)};
${policyLines.join('\n')}
}

map $uri $site_cache_control {
  ~^/_next/static/ ${quote(cacheRules.immutable)};
  ~\\.(?:html|txt)$ ${quote(cacheRules.page)};
${redirects.map((redirect) => `  ${redirect.from} ${quote(cacheRules.page)};\n`).join('')}  default ${quote(cacheRules.asset)};
}
${
  redirects.length > 0
    ? `
map $args ${REDIRECT_ARGS} {
  "" "";
  default "&$args";
}
`
    : ''
}${
    clientLimits
      ? `
${perClientNote}
${clientRateZone('site_rate_files', clientLimits.files, 10)}
`
      : ''
  }${serverOpening({ listen, tls, redirectFrom, serverName })}
  root ${root};
  charset utf-8;
  server_tokens off;
  etag on;
${clientLimits ? `  ${clientRateLimit('site_rate_files', clientLimits.files)}\n  limit_req_status 429;\n` : ''}  # Static files only: nothing takes a request body.
  client_max_body_size 1k;

  gzip on;
  gzip_comp_level 6;
  gzip_types text/plain text/css text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml;

${siteHeaders ? `  add_header Content-Security-Policy $site_csp always;\n${headers.map(({ key, value }) => `  add_header ${key} ${quote(value)} always;`).join('\n')}\n` : ''}  add_header Cache-Control $site_cache_control always;

  error_page 404 /404.html;

  location = / {
    try_files /index.html =404;
  }
${
  redirects.length > 0
    ? `
  # The redirects editors keep in Sanity, as they were when the site was built; the visitor's query goes on.
${redirectLocations(redirects)}`
    : ''
}
  # Clean URLs: /about is about.html; /about/ redirects to /about, as the server build does.
  location / {
    rewrite ^(.+)/$ $1 permanent;
    try_files $uri $uri.html $uri/index.html =404;
  }

  # The headers and redirects files are for Netlify and Cloudflare Pages, not for visitors.
  location = /_headers {
    return 404;
  }
  location = /_redirects {
    return 404;
  }

  # nginx's mime.types has no entry for the web app manifest.
  location = /manifest.webmanifest {
    default_type application/manifest+json;
  }

  # The Studio routes on the client: every path under /studio/ is the one Studio page.
  location /studio/ {
    try_files $uri ${studio};
  }

  # An unknown post gets 'Post Not Found' (the export writes one for all, blog/404.html).
  location /blog/ {
    error_page 404 /blog/404.html;
    rewrite ^(.+)/$ $1 permanent;
    try_files $uri $uri.html $uri/index.html =404;
  }

  # The not-found pages answer only as a 404.
  location ~ ^/(?:404|_not-found)(?:\\.html)?$ {
    return 404;
  }
  location ~ ^/blog/404(?:\\.html)?$ {
    error_page 404 /blog/404.html;
    return 404;
  }
  location = /404.html { internal; }
  location = /blog/404.html {
    internal;
    error_page 404 /blog/404.html;
  }
}
`;
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
