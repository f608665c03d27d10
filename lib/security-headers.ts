// The security headers, one source for the server and the export's host config; the CSP names only the origins
// the site uses (widen it here, with a reason). Plain TypeScript that Node runs as is: build scripts and the
// cache handler import it.
import { studioBasePath } from '../sanity/studio-path.ts';

export const thirdPartyOrigins = {
  wistiaPlayer: ['https://fast.wistia.com', 'https://fast.wistia.net'], // the player's script and frames
  wistiaMedia: ['https://embed-ssl.wistia.com', 'https://embedwistia-a.akamaihd.net'], // embeds, posters, media
  youtubeFrame: ['https://www.youtube-nocookie.com'], // the privacy-enhanced player
  youtubePoster: ['https://i.ytimg.com'],
  sanityImages: ['https://cdn.sanity.io'],
  sanityApi: [
    'https://*.api.sanity.io',
    'wss://*.api.sanity.io',
    'https://*.apicdn.sanity.io',
    'https://api.sanity.io',
  ],
  // The Studio page only: NextStudio's bridge script to Sanity's dashboard, and the interface's font.
  sanityStudioScripts: ['https://core.sanity-cdn.com'],
  sanityStudioFonts: ['https://design-system-static.sanity.io'],
};

/** Apps Script redirects its answer to script.googleusercontent.com: were that blocked, fetch would reject after
 * the row was written and the outbox would send the lead again. */
export function leadConnectOrigins(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  const origin = new URL(endpoint).origin;
  return origin === 'https://script.google.com' ? [origin, 'https://script.googleusercontent.com'] : [origin];
}

/** The analytics host, when analytics is configured: the tracker posts its events there. */
export function analyticsConnectOrigins(endpoint: string | undefined): string[] {
  return endpoint ? [new URL(endpoint).origin] : [];
}

export type PolicyOptions = {
  dev?: boolean; // Fast Refresh evaluates code and opens a websocket
  extraConnect?: string[]; // the lead endpoint, the analytics host, a local content API in tests
  /** A prerendered page's inline scripts as 'sha256-…'. */
  scriptHashes?: readonly string[];
  /** This answer's nonce, which Next puts on the inline scripts of a page it renders for the request. Without it
   * or hashes, 'unsafe-inline' (next dev, a build without its policy manifest). */
  nonce?: string;
  framing?: Framing; // 'self' where the Studio's Presentation tool frames the pages (the server build)
  studio?: boolean; // the Studio's page
};

export type Framing = 'none' | 'self';

/** The Studio's page and the addresses under it (its client routes): the policy with the Studio's hosts. */
export const isStudioPath = (path: string) => path === studioBasePath || path.startsWith(`${studioBasePath}/`);

function policyDirectives({
  dev = false,
  extraConnect = [],
  scriptHashes,
  nonce,
  framing = 'none',
  studio = false,
}: PolicyOptions): Record<string, readonly string[]> {
  const o = thirdPartyOrigins;
  const wistia = [...o.wistiaPlayer, ...o.wistiaMedia];
  const allowed = [...(scriptHashes ?? []), ...(nonce ? [`'nonce-${nonce}'`] : [])];
  const inline = dev || (scriptHashes === undefined && !nonce) ? ["'unsafe-inline'"] : allowed;
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inline,
      ...(dev ? ["'unsafe-eval'"] : []),
      ...wistia,
      ...(studio ? o.sanityStudioScripts : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...wistia],
    'img-src': ["'self'", 'data:', 'blob:', ...wistia, ...o.youtubePoster, ...o.sanityImages],
    'font-src': ["'self'", 'data:', ...wistia, ...(studio ? o.sanityStudioFonts : [])],
    'media-src': ["'self'", 'blob:', ...wistia],
    'connect-src': ["'self'", ...wistia, ...o.sanityApi, ...extraConnect, ...(dev ? ['ws:'] : [])],
    'frame-src': ["'self'", ...wistia, ...o.youtubeFrame],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': [`'${framing}'`],
  };
}

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export const contentSecurityPolicy = (options: PolicyOptions = {}) => serialize(policyDirectives(options));

/**
 * A page's own script-src, stored with its HTML in the cache entry: the server joins it to the proxy's policy
 * (withScriptSources), so a cached page's inline scripts run by their hashes. Only script-src: every other directive
 * stays the proxy's, so this one may be made at build time or by any instance, whatever its configuration.
 */
export const scriptSrcPolicy = ({ scriptHashes, studio }: Required<Pick<PolicyOptions, 'scriptHashes' | 'studio'>>) =>
  serialize({ 'script-src': policyDirectives({ scriptHashes, studio })['script-src']! });

/**
 * `policy` whose script-src also allows the sources of `scriptOnly` (a page's cache entry's own policy): one policy
 * that lets a page's inline scripts run whether they are the build's, the cache entry's or rendered for this answer.
 */
export function withScriptSources(policy: string, scriptOnly: string): string {
  const sourcesOf = (value: string) =>
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1);
  const added = sourcesOf(scriptOnly);
  if (!added) return policy;
  return policy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return name === 'script-src' ? [name, ...new Set([...sources, ...added])].join(' ') : directive;
    })
    .join('; ');
}

/** Every security header but the CSP, which depends on the page. */
export function securityHeaders({ framing = 'none' }: { framing?: Framing } = {}) {
  // The players' frames may go full screen, autoplay and show picture-in-picture.
  const players = [...thirdPartyOrigins.wistiaPlayer, ...thirdPartyOrigins.youtubeFrame]
    .map((origin) => `"${origin}"`)
    .join(' ');
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: framing === 'self' ? 'SAMEORIGIN' : 'DENY' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), ' +
        ['fullscreen', 'autoplay', 'picture-in-picture'].map((feature) => `${feature}=(self ${players})`).join(', '),
    },
  ];
}
