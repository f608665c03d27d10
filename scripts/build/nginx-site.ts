// The export's nginx site (deploy/nginx/site.conf): TLS, per-client limits, policies, cache rules, redirects.
import { redirectStatus, type Redirect } from '../../lib/redirects/rules.ts';
import { contentSecurityPolicy, securityHeaders } from '../../lib/security-headers.ts';
import { cacheRules } from './host-headers.ts';
import { policyOptions } from './host-pages.ts';

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

/** What nginx compresses besides HTML (which it always does). */
const compressedTypes =
  'text/plain text/css text/xml application/javascript application/json application/xml application/rss+xml application/manifest+json image/svg+xml text/x-component';

/** Brotli for the browsers that ask for it (every current one, over HTTPS), gzip for the others, as static hosts
 * and CDNs serve; `Vary` so a cache in front keeps one copy per encoding. Brotli is what brings the home page to its
 * own limit: its HTML, the page and the inline data React hydrates from, is 28 KB gzip and 21 KB brotli, and the
 * page's largest paint came one round trip earlier on a slow phone connection (docs/decisions/0039). Level 5: about
 * gzip 6's time per response. `proxied`: gzip for requests a proxy or CDN forwarded too (a `Via` header). */
export function compression({ proxied }: { proxied: boolean }): string {
  return `  brotli on;
  brotli_comp_level 5;
  brotli_types ${compressedTypes};
  gzip on;
  gzip_comp_level 6;${proxied ? '\n  gzip_proxied any;' : ''}
  gzip_vary on;
  gzip_types ${compressedTypes};`;
}

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

${compression({ proxied: false })}

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
