// The HTTP security headers, from one source for both builds: the server build sends them
// (next.config.ts `headers()`, and proxy.server.ts for each page's Content-Security-Policy), the
// export's host configuration is generated from them (scripts/build/host-config.ts: out/_headers
// and deploy/nginx/site.conf). The CSP names exactly the third-party origins the site uses —
// nothing more. Widen it here, with a comment, when a feature needs another origin.
// Plain TypeScript that Node runs as is (type stripping): the build scripts import it too.

/** Third-party origins, by what they are for. */
export const thirdPartyOrigins = {
  /** Wistia's player: its script, and its frames, which ask for full screen, autoplay and picture-in-picture. */
  wistiaPlayer: ['https://fast.wistia.com', 'https://fast.wistia.net'],
  /** Wistia's media: per-media embed scripts, swatch posters, the media and its API. */
  wistiaMedia: ['https://embed-ssl.wistia.com', 'https://embedwistia-a.akamaihd.net'],
  /** YouTube's privacy-enhanced player and its posters. */
  youtubeFrame: ['https://www.youtube-nocookie.com'],
  youtubePoster: ['https://i.ytimg.com'],
  /** Sanity: the content CDN's images, and the APIs the embedded Studio talks to. */
  sanityImages: ['https://cdn.sanity.io'],
  sanityApi: [
    'https://*.api.sanity.io',
    'wss://*.api.sanity.io',
    'https://*.apicdn.sanity.io',
    'https://api.sanity.io',
  ],
  /**
   * The embedded Studio page only: next-sanity's NextStudio loads Sanity's bridge script from
   * here (as Sanity's own hosted Studio does), which connects the Studio to Sanity's dashboard.
   */
  sanityStudioScripts: ['https://core.sanity-cdn.com'],
  /** The embedded Studio page only: Sanity's interface (Studio 6) loads its Inter font from here. */
  sanityStudioFonts: ['https://design-system-static.sanity.io'],
};

/**
 * connect-src origins for the lead endpoint (NEXT_PUBLIC_LEAD_ENDPOINT). A Google Apps Script web
 * app answers its POST with a redirect to script.googleusercontent.com; if the CSP blocked that
 * hop, fetch would reject after the row was written and the outbox would send the lead again.
 */
export function leadConnectOrigins(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  const origin = new URL(endpoint).origin;
  return origin === 'https://script.google.com' ? [origin, 'https://script.googleusercontent.com'] : [origin];
}

export type PolicyOptions = {
  /** `next dev`: Fast Refresh evaluates code and opens a websocket. */
  dev?: boolean;
  /** More connect-src origins: the lead endpoint, a local content API in tests. */
  extraConnect?: string[];
  /**
   * The page's inline scripts, as 'sha256-…' sources: Next writes its bootstrap and the page's
   * payload into the HTML as inline scripts, and a page whose HTML is fixed at build time allows
   * exactly those. Without hashes — a page regenerated while the site runs (the pages published from Sanity: ISR),
   * `next dev` — the policy falls back to 'unsafe-inline' (docs/decisions/0014).
   */
  scriptHashes?: readonly string[];
  /**
   * Who may frame the site: nobody ('none'), or the site itself ('self') where the embedded
   * Studio's Presentation tool shows the pages in an iframe (the server build).
   */
  framing?: Framing;
  /** The embedded Studio's page: Sanity's bridge script and interface font are allowed by host. */
  studio?: boolean;
};

export type Framing = 'none' | 'self';

export function contentSecurityPolicy({
  dev = false,
  extraConnect = [],
  scriptHashes,
  framing = 'none',
  studio = false,
}: PolicyOptions = {}) {
  const o = thirdPartyOrigins;
  /** The player loads its media, posters, fonts and styles from its own hosts. */
  const wistia = [...o.wistiaPlayer, ...o.wistiaMedia];
  const inline = scriptHashes && !dev ? scriptHashes : ["'unsafe-inline'"];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // The Wistia hosts serve the player's scripts, which load only after a visitor presses play.
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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every security header but the CSP, which depends on the page (contentSecurityPolicy). */
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
