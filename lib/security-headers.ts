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
  /** A prerendered page's inline scripts as 'sha256-…'; without them, 'unsafe-inline'. */
  scriptHashes?: readonly string[];
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
  framing = 'none',
  studio = false,
}: PolicyOptions): Record<string, readonly string[]> {
  const o = thirdPartyOrigins;
  const wistia = [...o.wistiaPlayer, ...o.wistiaMedia];
  const inline = scriptHashes && !dev ? scriptHashes : ["'unsafe-inline'"];
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
 * A second policy that narrows only script-src: a browser enforces every policy a response carries, so next
 * to the full one (with 'unsafe-inline') it lets exactly these inline scripts run. Every other directive stays
 * the full one's, so this one may be made at build time or by any instance, whatever its configuration.
 */
export const scriptSrcPolicy = ({ scriptHashes, studio }: Required<Pick<PolicyOptions, 'scriptHashes' | 'studio'>>) =>
  serialize({ 'script-src': policyDirectives({ scriptHashes, studio })['script-src']! });

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
