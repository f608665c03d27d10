// nginx in front of several instances of the server build: deploy/nginx/server.conf, written by `npm run build`.
// Learn more: docs/deploy.md#several-instances-behind-nginx, docs/deploy.md#what-one-client-can-cost,
// docs/decisions/0020-pages-cached-seconds-in-front.md
//   node scripts/build/server-nginx.ts   (NGINX_UPSTREAMS=127.0.0.1:3000,127.0.0.1:3001 by default;
//                                        NGINX_CACHE_DIR=/var/cache/nginx/launchframe by default;
//                                        the draft-mode id of the build in NEXT_DIST_DIR, or .next/)
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFolders, env } from '../../lib/env.ts';
import {
  clientRateLimit,
  clientRateZone,
  compression,
  perClientNote,
  serverOpening,
  type ClientRate,
} from './nginx-site.ts';

export const serverNginxConfigPath = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  'deploy',
  'nginx',
  'server.conf',
);

/** Seconds nginx keeps a page: a publish must reach visitors within 10 s. */
export const pageCacheSeconds = 2;

/** How long nginx leaves out an instance that failed three times: a restarted one is back after it. */
const failTimeoutSeconds = 2;

export type ServerClientLimits = {
  pages: ClientRate;
  assets: ClientRate;
  api: ClientRate;
  draftModeEnable: ClientRate;
};

/** Per client address. A first visit with its prefetches, or the Studio's first load, fits in a burst. */
export const serverClientLimits: ServerClientLimits = {
  pages: { perSecond: 20, burst: 200 },
  assets: { perSecond: 50, burst: 500 },
  api: { perSecond: 5, burst: 20 },
  draftModeEnable: { perSecond: 1, burst: 5 },
};

// A megabyte holds about 16,000 client addresses.
const rateZones: Record<keyof ServerClientLimits, { name: string; megabytes: number }> = {
  pages: { name: 'launchframe_rate_pages', megabytes: 10 },
  assets: { name: 'launchframe_rate_assets', megabytes: 10 },
  api: { name: 'launchframe_rate_api', megabytes: 1 },
  draftModeEnable: { name: 'launchframe_rate_draft_mode', megabytes: 1 },
};

const webhookBodyLimit = '64k';

/** The build's draft-mode id: Next's draft-mode cookie carries it (guarded by tests/unit/nginx-limits.test.ts). */
export function buildPreviewModeId(distDir: string): string | undefined {
  const file = join(distDir, 'prerender-manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { preview?: { previewModeId?: unknown } };
  const id = manifest.preview?.previewModeId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export type ServerNginxOptions = {
  /** The instances: 'host:port' each. */
  upstreams: string[];
  listen?: string[];
  /** Without it, nothing is cached (a plain reverse proxy). */
  cacheDir?: string;
  tls?: { certificate: string; key: string };
  redirectFrom?: string[];
  serverName?: string;
  /** Tests only: /api/ answers name the instance that served them (X-Upstream). */
  upstreamHeader?: boolean;
  /** false: none (a local nginx, where every client is 127.0.0.1). */
  clientLimits?: ServerClientLimits | false;
  /** Without it, any non-empty draft-mode cookie skips the page cache. */
  previewModeId?: string;
};

/** Only the build's own draft-mode cookie skips the cache: a made-up one gets the cached page. */
function draftModeMap(previewModeId: string | undefined): string {
  if (previewModeId === undefined)
    return `map $cookie___prerender_bypass $launchframe_draft_mode {\n  default 1;\n  "" 0;\n}`;
  // A map's plain strings match ignoring case; Next compares exactly.
  if (!/^[\w-]+$/.test(previewModeId)) throw new Error(`server nginx: unexpected draft-mode id ${previewModeId}`);
  return `map $cookie___prerender_bypass $launchframe_draft_mode {\n  default 0;\n  "~^${previewModeId}$" 1;\n}`;
}

/** For nginx's http block. */
export function serverNginxConfig({
  upstreams,
  listen = ['80'],
  cacheDir,
  tls,
  redirectFrom = [],
  serverName = '_',
  upstreamHeader = false,
  clientLimits = serverClientLimits,
  previewModeId,
}: ServerNginxOptions): string {
  const cache = cacheDir !== undefined;
  const limits = clientLimits || undefined;
  const limit = (kind: keyof ServerClientLimits) =>
    limits ? `\n    ${clientRateLimit(rateZones[kind].name, limits[kind])}` : '';
  const upstream = upstreamHeader ? '\n    add_header X-Upstream $upstream_addr always;' : '';
  const pageCache = cache
    ? `
    proxy_cache launchframe_pages;
    # Next's router asks for the same URL as HTML or as its own payload: both are part of the key
    # (its header names are Next internals, guarded by tests/e2e-sanity/instances.spec.ts).
    # One site per server block: no $host, so a made-up Host header gets the same entry, not one of its own.
    proxy_cache_key "$scheme$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$http_next_router_state_tree";
    # Next's s-maxage (the page's revalidate time: an hour) is ignored; ${pageCacheSeconds} s is the most a publish waits here.
    proxy_ignore_headers Cache-Control Expires;
    proxy_cache_valid 200 301 308 404 ${pageCacheSeconds}s;
    proxy_cache_bypass $launchframe_draft_mode;
    proxy_no_cache $launchframe_draft_mode $launchframe_private;
    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    proxy_cache_background_update on;
    proxy_cache_lock on;
    proxy_cache_lock_timeout 5s;
    proxy_hide_header Cache-Control;
    add_header Cache-Control $launchframe_cache_control always;
    add_header X-Cache $upstream_cache_status always;`
    : '';
  return `# Generated by scripts/build/server-nginx.ts (npm run build); do not edit. Include it in nginx's
# http block. nginx in front of ${upstreams.length} instance${upstreams.length === 1 ? '' : 's'} of the server build.
${
  cache
    ? `
proxy_cache_path ${cacheDir} levels=1:2 keys_zone=launchframe_pages:10m max_size=1g inactive=1h use_temp_path=off;
`
    : ''
}${
    limits
      ? `
${perClientNote}
${(Object.keys(rateZones) as (keyof ServerClientLimits)[])
  .map((kind) => clientRateZone(rateZones[kind].name, limits[kind], rateZones[kind].megabytes))
  .join('\n')}
`
      : ''
  }
upstream launchframe {
  # Every worker process sees one state of the instances: one that failed, or came back, counts for all.
  zone launchframe_upstreams 64k;
${upstreams.map((address) => `  server ${address} max_fails=3 fail_timeout=${failTimeoutSeconds}s;`).join('\n')}
  keepalive 32;
  # Shorter than Node's own 5 s, so nginx never sends a request on a connection the instance is closing.
  keepalive_timeout 4s;
}

# An editor in draft mode (Next's draft-mode cookie, guarded by tests/e2e-sanity/instances.spec.ts and
# tests/unit/nginx-limits.test.ts): always the instances, never the cache.
${draftModeMap(previewModeId)}

# An answer meant for one visitor only. Next calls its not-found page private and no-store, but one it serves from
# its own cache (x-nextjs-cache: HIT) is the same for everyone: kept, so that it replaces what was cached at that
# address (a redirect removed), which an answer nginx may not store never would (the old one served stale for good).
map "$upstream_http_x_nextjs_cache:$upstream_http_cache_control" $launchframe_private {
  default 0;
  ~^(HIT|STALE): 0;
  ~*(private|no-store) 1;
}

# What downstream caches (browsers, a CDN) are told of a page: ${pageCacheSeconds} s, and stale for a day if the
# site fails. A page served from nginx's cache was cacheable; one fetched now keeps what the app
# said unless the app said s-maxage (a private or no-store answer stays so).
map "$upstream_cache_status:$upstream_http_cache_control" $launchframe_cache_control {
  default $upstream_http_cache_control;
  ~^(HIT|STALE|UPDATING|REVALIDATED): "public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=30, stale-if-error=86400";
  ~s-maxage "public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=30, stale-if-error=86400";
}
${serverOpening({ listen, tls, redirectFrom, serverName })}
  server_tokens off;${limits ? '\n  limit_req_status 429;' : ''}
  # Only the webhook takes a body: pages and the draft-mode routes are GETs.
  client_max_body_size 1k;

${compression({ proxied: true })}

  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  # Uncompressed from the instances: nginx compresses, and keeps one copy per page.
  proxy_set_header Accept-Encoding "";
  # Next regenerates a page on the spot for a request carrying the build's preview id in this header (its
  # on-demand revalidation): only the instances send it to themselves, never a client through nginx.
  proxy_set_header x-prerender-revalidate "";
  proxy_connect_timeout 2s;
  proxy_read_timeout 30s;
  # A request that met a refused or dropped connection or a timeout goes to the next instance
  # (GET and HEAD only: nginx never repeats a POST). Not on 503: that is a page's own answer.
  proxy_next_upstream error timeout http_502 http_504;
  proxy_next_upstream_tries 2;
  proxy_next_upstream_timeout 10s;

  location / {${limit('pages')}
    proxy_pass http://launchframe;${pageCache}
  }

  location /_next/static/ {${limit('assets')}
    proxy_pass http://launchframe;${
      cache
        ? `
    # Content-hashed files: a changed file is a new URL, so they are kept as the app says (a year).
    proxy_cache launchframe_pages;
    proxy_cache_valid 200 30d;
    proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
    proxy_cache_lock on;`
        : ''
    }
  }

  # The webhook, the health check and the editors' draft-mode routes answer per request.
  location /api/ {${limit('api')}
    proxy_pass http://launchframe;${upstream}
  }

  # A Sanity delivery is a few KB; the app refuses a larger body too.
  location = /api/revalidate {${limit('api')}
    client_max_body_size ${webhookBodyLimit};
    client_body_buffer_size ${webhookBodyLimit};
    proxy_pass http://launchframe;${upstream}
  }

  # Each entry into draft mode costs an authenticated query to Sanity.
  location = /api/draft-mode/enable {${limit('draftModeEnable')}
    proxy_pass http://launchframe;${upstream}
  }

  # The Studio: an editor's tool.
  location /studio {${limit('pages')}
    proxy_pass http://launchframe;
  }
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const upstreams = (env.NGINX_UPSTREAMS ?? '127.0.0.1:3000,127.0.0.1:3001').split(',');
  const cacheDir = env.NGINX_CACHE_DIR ?? '/var/cache/nginx/launchframe';
  const previewModeId = buildPreviewModeId(buildFolders.dist);
  if (!previewModeId)
    console.warn(`server nginx: no draft-mode id in ${buildFolders.dist}/: any draft-mode cookie skips the page cache`);
  mkdirSync(dirname(serverNginxConfigPath), { recursive: true });
  // It holds the draft-mode id, which opens draft mode to whoever has it: readable by its owner only.
  writeFileSync(serverNginxConfigPath, serverNginxConfig({ upstreams, cacheDir, previewModeId }), { mode: 0o600 });
  chmodSync(serverNginxConfigPath, 0o600);
  console.log(`server nginx: ${upstreams.length} instances (${upstreams.join(', ')}); wrote deploy/nginx/server.conf`);
}
